import { describe, expect, it } from 'vitest'
import { staffFailure } from './failure'

const refused = (status: number, body: unknown) => ({ status, response: body })

describe("a staff form's failure, in the staff member's language", () => {
  it.each([
    ['no answer, in English by default', refused(0, {}), undefined, 'The server could not be reached. Check your connection and try again.'],
    ['no answer, in French', refused(0, {}), 'fr' as const, 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.'],
    ['a generic 429, in French', refused(429, { message: 'Too many requests.' }), 'fr' as const, 'Trop de tentatives en peu de temps. Attendez une minute et réessayez.'],
    ['a 500 without words, in French', refused(500, {}), 'fr' as const, 'Une erreur est survenue. Veuillez réessayer.'],
    ['a refused field the form shows, in French', refused(400, { data: { amount: { code: 'validation_required', message: 'Missing.' } } }), 'fr' as const, 'Corrigez les champs signalés.'],
    ['the server’s own sentence, kept', refused(400, { data: { status: { code: 'x', message: 'This order was shipped already.' } } }), 'fr' as const, 'This order was shipped already.'],
  ])('%s', (_, error, language, message) => {
    expect(staffFailure(error, ['amount'], language).message).toBe(message)
  })

  it('words a required field in French', () => {
    expect(staffFailure(refused(400, { data: { amount: { code: 'validation_required', message: 'Missing.' } } }), ['amount'], 'fr').fields).toEqual({ amount: 'Ce champ est obligatoire.' })
  })
})
