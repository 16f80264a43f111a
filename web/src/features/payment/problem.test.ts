import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/apiFetch'
import { paymentProblem } from './problem'

const answer = (status: number, message: string, data: Record<string, unknown> = {}) => new ApiError(status, { status, message, data })
const soldOut = answer(409, 'Sorry, part of this order is sold out. Nothing was charged.', {
  items: { '0': { quantity: { code: 'validation_out_of_stock', message: 'Sorry, size M is out of stock.', params: { size: 'M', left: 0 } } } },
})

describe('what the payment page says when paying failed', () => {
  it('says the server’s sentence on the English page', () => {
    expect(paymentProblem(soldOut, 'open', 'en')).toBe('Sorry, part of this order is sold out. Nothing was charged.')
    expect(paymentProblem(new ApiError(0, {}), 'open', 'en')).toBe('The server could not be reached. Check your connection.')
    expect(paymentProblem(new Error('PayPal error'), 'capture', 'en')).toBe('')
  })

  it.each([
    ['a sold-out line', soldOut, 'open', /^Désolé, une partie de cette commande est épuisée/],
    ['a paid or cancelled order', answer(409, 'This order is already paid.'), 'open', /^Cette commande ne peut plus être payée/],
    ['a capture that does not match', answer(409, 'PayPal’s answer does not match this order.'), 'capture', /^Cette commande n’a pas été marquée payée/],
    ['a PayPal order of another order', answer(400, 'No.', { paypalOrderId: { code: 'validation_paypal_order_mismatch', message: 'No.' } }), 'capture', /^Ce paiement PayPal n’appartient pas/],
    ['a declined payment', answer(422, 'PayPal declined this payment.'), 'capture', /^PayPal a refusé ce paiement/],
    ['PayPal unreachable', answer(502, 'PayPal could not be reached.'), 'open', /^PayPal est injoignable/],
    ['a capture not verified', answer(502, 'The payment could not be verified.'), 'capture', /^PayPal n’a pas pu confirmer/],
    ['a capture not recorded', answer(500, 'The payment went through but could not be recorded yet.'), 'capture', /^Le paiement est passé/],
    ['too many attempts', answer(429, 'Too many requests.'), 'open', /^Trop de tentatives/],
    ['no answer', new ApiError(0, {}), 'open', /^Le serveur est injoignable/],
  ] as const)('says %s in French', (_, error, step, french) => {
    expect(paymentProblem(error, step, 'fr')).toMatch(french)
  })
})
