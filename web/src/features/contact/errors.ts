import { isRecord, fieldText, readFailure, readFormFailure, type FormFailure } from '../../lib/apiErrors'

export type ContactField = 'fullName' | 'email' | 'phone' | 'message'

export type ContactFailure = FormFailure<ContactField>

const fieldNames: ContactField[] = ['fullName', 'email', 'phone', 'message']

/** The contact form shows whole sentences by its fields, whatever the server wrote ("the length…" → "The length…."). */
function sentence(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return 'This value is not valid.'
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

const contactText = (entry: unknown): string | null => (isRecord(entry) ? sentence(fieldText(entry) ?? '') : null)

/** Turns a failed POST /api/contact into what the form shows. */
export function readContactError(error: unknown): ContactFailure {
  return readFormFailure(readFailure(error), {
    fields: fieldNames,
    text: contactText,
    wording: {
      noAnswer: 'Your message could not be sent. Check your connection and try again.',
      tooMany: 'You have sent several messages in a short time. Please try again in a few minutes.',
      failed: 'Your message could not be sent. Please try again later.',
    },
  })
}
