import { firstFieldText, isRecord, readFailure } from '../../lib/apiErrors'
import type { Locale } from '../../lib/i18n/locale'
import { paymentMessages } from './messages'

/** The two calls of a payment: opening the PayPal order, then capturing it once the buyer approved. */
export type PayStep = 'open' | 'capture'

/**
 * What the payment page says under the button when a call failed ('' for PayPal's own failures, which
 * the toast says). The English page shows the server's sentence; the French one ours, chosen by the
 * step and the status, since the server words its answers in English. After a capture money may have
 * moved: those sentences say so rather than "nothing was charged".
 */
export function paymentProblem(error: unknown, step: PayStep, locale: Locale): string {
  const { status, message, data } = readFailure(error)
  if (status === -1) return ''
  const words = paymentMessages[locale].problems
  if (status === 0) return words.noAnswer
  if (locale === 'en' && message) return message
  if (status === 400) return firstFieldText(data, locale) ?? words.refused
  if (status === 409 && isRecord(data.items)) return words.soldOut
  if (status === 409) return step === 'open' ? words.notPayable : words.notMarkedPaid
  if (status === 422) return words.declined
  if (status === 429) return words.tooMany
  if (status === 502) return step === 'open' ? words.payPalDown : words.unverified
  if (status >= 500 && step === 'capture') return words.notRecorded
  return words.failed
}
