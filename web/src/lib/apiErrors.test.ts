import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { errorData, fieldText, readFailure, readFormFailure } from './apiErrors'
import { ApiError } from './apiFetch'

/** A failed call as apiFetch and the PocketBase SDK throw it: a status and the answer's body. */
const failed = (status: number, body: unknown) => readFailure({ status, response: body })

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

describe('readFailure', () => {
  it('reads our calls\' and the PocketBase SDK\'s failures alike', () => {
    const body = { status: 400, message: ' Check the page. ', data: { page: { code: 'validation_invalid_page', message: 'Use a whole number.' } } }
    const expected = { status: 400, message: 'Check the page.', data: body.data }
    expect(readFailure(new ApiError(400, body))).toEqual(expected)
    expect(readFailure(new ClientResponseError({ status: 400, response: body }))).toEqual(expected)
  })

  it('says when no answer came, and when the error is no call at all', () => {
    expect(readFailure(new ApiError(0, {}, 'The server could not be reached.'))).toEqual({ status: 0, message: '', data: {} })
    expect(readFailure(new Error('boom'))).toEqual({ status: -1, message: '', data: {} })
    expect(readFailure(undefined)).toEqual({ status: -1, message: '', data: {} })
  })

  it('survives an answer that is not PocketBase\'s shape', () => {
    expect(failed(502, 'not json')).toEqual({ status: 502, message: '', data: {} })
    expect(failed(400, { message: 3, data: 'x' })).toEqual({ status: 400, message: '', data: {} })
  })
})

describe('readFormFailure', () => {
  const wording = { noAnswer: 'no answer', tooMany: 'too many', failed: 'failed' }
  const fields = ['name', 'email'] as const

  it('puts the named fields by their fields, nested or not', () => {
    const data = { email: { code: 'validation_is_email', message: 'x' }, other: { code: 'y', message: 'ignored' } }
    const expected = { message: 'Please correct the highlighted fields.', fields: { email: 'Enter a valid email address.' } }
    expect(readFormFailure(failed(400, { data }), { fields, wording })).toEqual(expected)
    expect(readFormFailure(failed(400, { data: { client: data } }), { fields, wording, within: 'client' })).toEqual(expected)
  })

  it('words the fields the form\'s own way when asked', () => {
    const body = { data: { name: { code: 'x', message: 'too short' } } }
    const failure = readFormFailure(failed(400, body), { fields, wording, text: (entry) => (entry ? 'own' : null) })
    expect(failure.fields).toEqual({ name: 'own' })
  })

  it.each([
    [0, {}, 'no answer'],
    [429, { status: 429, message: 'Too many', data: {} }, 'too many'],
    [400, { status: 400, message: 'Could not be read.', data: {} }, 'failed'],
    [500, { status: 500, message: 'x', data: {} }, 'failed'],
    [502, 'not json', 'failed'],
  ])('status %i gives the form\'s general sentence', (status, body, message) => {
    expect(readFormFailure(failed(status, body), { fields, wording })).toEqual({ message, fields: {} })
  })
})
