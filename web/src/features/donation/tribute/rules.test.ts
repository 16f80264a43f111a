import { describe, expect, it } from 'vitest'
import type { Tribute } from '../../../lib/contract.gen'
import { tributeProblems } from './rules'

const valid: Tribute = { kind: 'memory', name: 'Jean Dupont', notifyEmail: 'famille@example.org', message: 'Pour Jean,\nqui aimait courir.' }

// The cases of internal/donate's TestTributeValidation: the form refuses first what the server would.
describe('tributeProblems', () => {
  it.each([
    ['a full tribute passes', valid, []],
    ['in honour, no notice, no message', { kind: 'honour', name: 'Coach Martin', notifyEmail: '', message: '' }, []],
    ['no name', { ...valid, name: '  ' }, ['name']],
    ['a name too long', { ...valid, name: 'a'.repeat(101) }, ['name']],
    ['a name a card cannot print', { ...valid, name: 'Jean 😀' }, ['name']],
    ['a control character', { ...valid, name: 'Jean\u0007' }, ['name']],
    ['an address we cannot write to', { ...valid, notifyEmail: 'famille@localhost' }, ['notifyEmail']],
    ['a message too long', { ...valid, message: 'm'.repeat(501) }, ['message']],
  ] as [string, Tribute, string[]][])('%s', (_name, tribute, fields) => {
    expect(Object.keys(tributeProblems(tribute)).sort()).toEqual(fields)
  })
})
