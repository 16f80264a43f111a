import { describe, expect, it } from 'vitest'
import { errorData, fieldText, readFormFailure } from './apiErrors'

describe('fieldText', () => {
  it.each([
    [{ code: 'validation_required', message: 'cannot be blank' }, 'This field is required.'],
    [{ code: 'validation_is_email', message: 'must be a valid email address' }, 'Enter a valid email address.'],
    [{ code: 'validation_unknown_size', message: ' This size is not offered for Mug. ' }, 'This size is not offered for Mug.'],
    [{ code: 'validation_x', message: '' }, 'This value is not valid.'],
    [{ message: 'Only a message.' }, 'Only a message.'],
  ])('%j reads %j', (entry, text) => {
    expect(fieldText(entry)).toBe(text)
  })

  it.each([[null], ['x'], [{}], [{ code: 1, message: '' }], [{ '0': { code: 'a', message: 'b' } }]])('%j is no field error', (entry) => {
    expect(fieldText(entry)).toBeNull()
  })
})

describe('errorData', () => {
  it('reads data only when it is an object', () => {
    expect(errorData({ data: { a: 1 } })).toEqual({ a: 1 })
    expect(errorData({ data: 'x' })).toEqual({})
    expect(errorData('not json')).toEqual({})
    expect(errorData(null)).toEqual({})
  })
})

describe('readFormFailure', () => {
  const wording = { noAnswer: 'no answer', tooMany: 'too many', failed: 'failed' }
  const fields = ['name', 'email'] as const

  it('puts the named fields by their fields, nested or not', () => {
    const data = { email: { code: 'validation_is_email', message: 'x' }, other: { code: 'y', message: 'ignored' } }
    const expected = { message: 'Please correct the highlighted fields.', fields: { email: 'Enter a valid email address.' } }
    expect(readFormFailure(400, { data }, { fields, wording })).toEqual(expected)
    expect(readFormFailure(400, { data: { client: data } }, { fields, wording, within: 'client' })).toEqual(expected)
  })

  it('words the fields the form\'s own way when asked', () => {
    const body = { data: { name: { code: 'x', message: 'too short' } } }
    const failure = readFormFailure(400, body, { fields, wording, text: (entry) => (entry ? 'own' : null) })
    expect(failure.fields).toEqual({ name: 'own' })
  })

  it.each([
    [0, {}, 'no answer'],
    [429, { status: 429, message: 'Too many', data: {} }, 'too many'],
    [400, { status: 400, message: 'Could not be read.', data: {} }, 'failed'],
    [500, { status: 500, message: 'x', data: {} }, 'failed'],
    [502, 'not json', 'failed'],
  ])('status %i gives the form\'s general sentence', (status, body, message) => {
    expect(readFormFailure(status, body, { fields, wording })).toEqual({ message, fields: {} })
  })
})
