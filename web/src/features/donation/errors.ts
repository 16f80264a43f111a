import { isRecord, readFailure } from '../../lib/apiErrors'
import type { Locale } from '../../lib/i18n/locale'
import { paymentMessages } from './paymentMessages'

/**
 * A short sentence for the donor about a failed call; field errors are read with
 * refusedFields (the form then marks those fields with its own hints).
 */
export function failureMessage(error: unknown, fallback: string, locale: Locale = 'en'): string {
  const { status, message } = readFailure(error)
  const words = paymentMessages[locale].failure
  if (status === 429) return words.tooMany
  if (status === 0) return words.noAnswer
  if (status === 400 && message) return message
  return fallback
}

/** The names of the fields a 400 answer refused. */
export function refusedFields(error: unknown): string[] {
  const { status, data } = readFailure(error)
  return status === 400 ? Object.keys(data) : []
}

/** The PayPal issue code a refused capture carries (e.g. INSTRUMENT_DECLINED). */
export function paypalIssue(error: unknown): string | undefined {
  const issue = readFailure(error).data.issue
  return isRecord(issue) && 'code' in issue ? String(issue.code) : undefined
}
