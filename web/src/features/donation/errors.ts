import { firstFieldText, isRecord, readFailure } from '../../lib/apiErrors'
import type { Locale } from '../../lib/i18n/locale'
import { paymentMessages } from './paymentMessages'

/**
 * A short sentence for the donor about a failed call; field errors are read with
 * refusedFields (the form then marks those fields with its own hints). A 400 says the
 * server's sentence on the English page; on the French one, its first field's French.
 */
export function failureMessage(error: unknown, fallback: string, locale: Locale = 'en'): string {
  const { status, message, data } = readFailure(error)
  const words = paymentMessages[locale].failure
  if (status === 429) return words.tooMany
  if (status === 0) return words.noAnswer
  if (status === 400 && locale === 'fr') return firstFieldText(data, locale) ?? fallback
  if (status === 400 && message) return message
  return fallback
}

/**
 * What the donor reads when the server failed after PayPal's approval: money may have moved, so
 * its own words (recorded or not, verified or not) are shown on the English page; the French page
 * says the same chosen by the status. null: no such failure (the caller words it as any other).
 */
export function afterApprovalFailure(error: unknown, locale: Locale = 'en'): string | null {
  const { status, message } = readFailure(error)
  if (status < 500 || !message) return null
  if (locale === 'en') return message
  const words = paymentMessages.fr.paypal
  return status === 502 ? words.unverified : words.notRecorded
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
