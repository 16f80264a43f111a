import { describe, expect, it } from 'vitest'
import { readOrderError } from './errors'

/** A failed call as apiFetch throws it: a status and the answer's body. */
const failed = (status: number, body: unknown) => ({ status, response: body })

describe('readOrderError', () => {
  it('puts client field errors by their fields', () => {
    const body = {
      status: 400,
      message: 'Please check your cart and your details.',
      data: {
        clientInfo: {
          email: { code: 'validation_is_email', message: 'must be a valid email address' },
          phone: { code: 'validation_match_invalid', message: 'Enter a phone number: digits, spaces and + ( ) - . only.' },
        },
      },
    }
    expect(readOrderError(failed(400, body))).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Enter a valid email address.', phone: 'Enter a phone number: digits, spaces and + ( ) - . only.' },
      items: {},
    })
  })

  it('names the cart lines the server refused', () => {
    const body = {
      data: {
        items: {
          '1': {
            size: { code: 'validation_unknown_size', message: 'This size is not offered for Mug.' },
            quantity: { code: 'validation_quantity_range', message: 'The quantity must be between 1 and 99.' },
          },
        },
      },
    }
    const failure = readOrderError(failed(400, body))
    expect(failure.items).toEqual({ 1: 'This size is not offered for Mug. The quantity must be between 1 and 99.' })
    expect(failure.message).toBe('Some items in your cart have changed. Please review your cart.')
  })

  it('an empty cart', () => {
    const failure = readOrderError(failed(400, { data: { items: { code: 'validation_empty_cart', message: 'Your cart is empty.' } } }))
    expect(failure.message).toBe('Your cart is empty.')
  })

  it.each([
    [0, null, 'Check your connection'],
    [429, { message: 'Too many' }, 'wait a minute'],
    [500, { message: 'Something went wrong.' }, 'could not be placed'],
    [400, 'not json', 'could not be placed'],
  ])('status %i', (status, body, words) => {
    const failure = readOrderError(failed(status, body))
    expect(failure.message).toContain(words)
    expect(failure.fields).toEqual({})
  })
})
