import { isRecord, fieldText, readFailure, readFormFailure, type FailureWording, type FormFailure } from '../../lib/apiErrors'
import { checkWords } from '../../lib/formChecks'
import type { Locale } from '../../lib/i18n/locale'

export type ContactField = 'fullName' | 'email' | 'phone' | 'message'

export type ContactFailure = FormFailure<ContactField>

const fieldNames: ContactField[] = ['fullName', 'email', 'phone', 'message']

/** The contact form shows whole sentences by its fields, whatever the server wrote ("the length…" → "The length…."). */
function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** Turns a failed POST /api/contact into what the form shows, in the page's words (messages.ts). */
export function readContactError(error: unknown, wording: FailureWording, locale: Locale = 'en'): ContactFailure {
  const text = (entry: unknown) => (isRecord(entry) ? sentence(fieldText(entry, locale) ?? checkWords[locale].invalid) : null)
  return readFormFailure(readFailure(error), { fields: fieldNames, text, wording, locale })
}
