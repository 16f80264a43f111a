import { describe, expect, it } from 'vitest'
import { eurosToCents } from './amount'

describe('eurosToCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1 200', 120000],
    ['0,07', 7],
    ['45 €', 4500],
    ['19.99', 1999],
  ])('reads %s as %i cents', (text, cents) => expect(eurosToCents(text)).toBe(cents))

  it.each(['', '-5', '12,345', 'abc', '1e3', '12,5,0'])('refuses %j', (text) => expect(eurosToCents(text)).toBeNull())
})
