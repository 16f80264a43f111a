import { describe, expect, it } from 'vitest'
import { readContactError } from './errors'
import { contactMessages } from './messages'

const wording = contactMessages.en.wording

/** A failed call as apiFetch and the PocketBase SDK throw it: a status and the answer's body. */
const failed = (status: number, body: unknown) => ({ status, response: body })

describe('readContactError', () => {
  it('maps each field error next to its field', () => {
    const body = {
      status: 400,
      message: 'Please check the highlighted fields.',
      data: {
        email: { code: 'validation_is_email', message: 'must be a valid email address' },
        phone: { code: 'validation_length_out_of_range', message: 'the length must be between 6 and 30' },
        fullName: { code: 'validation_required', message: 'cannot be blank' },
        message: { code: 'validation_match_invalid', message: 'Use only digits, spaces and + ( ) - .' },
        unknown: { code: 'x', message: 'ignored' },
      },
    }
    expect(readContactError(failed(400, body), wording)).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: {
        email: 'Enter a valid email address.',
        phone: 'The length must be between 6 and 30.',
        fullName: 'This field is required.',
        message: 'Use only digits, spaces and + ( ) - .',
      },
    })
  })

  it.each([
    [0, null, /connection/],
    [429, { status: 429, message: 'Too many', data: {} }, /few minutes/],
    [400, { status: 400, message: 'The message could not be read.', data: {} }, /try again later/],
    [500, { status: 500, message: 'x', data: {} }, /try again later/],
    [502, 'not json', /try again later/],
  ])('status %i gives a general message', (status, body, message) => {
    const failure = readContactError(failed(status, body), wording)
    expect(failure.message).toMatch(message)
    expect(failure.fields).toEqual({})
  })

  it('survives odd shapes', () => {
    expect(readContactError(failed(400, { data: { email: 'x', phone: { code: 1, message: '' } } }), wording).fields).toEqual({
      phone: 'This value is not valid.',
    })
  })

  it("words a French page's errors in French", () => {
    const body = { status: 400, message: 'x', data: { email: { code: 'validation_is_email', message: 'must be a valid email address' } } }
    expect(readContactError(failed(400, body), contactMessages.fr.wording, 'fr')).toEqual({
      message: 'Corrigez les champs signalés.',
      fields: { email: 'Saisissez une adresse e-mail valide.' },
    })
    expect(readContactError(failed(0, null), contactMessages.fr.wording, 'fr').message).toMatch(/connexion/)
  })
})
