/**
 * The app's one reader of PocketBase's error answers ({status, message, data: {field: {code, message}}}),
 * and what a form shows of them: a text by each refused field and one sentence above the button.
 * Each feature words its own sentences from what readFailure reads.
 */

import { checkWords } from './formChecks'
import { frenchCode } from './i18n/codeWords'
import type { Locale } from './i18n/locale'

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The answer's data, {field: {code, message}} (nested for nested fields); empty when it has none. */
export function errorData(body: unknown): Record<string, unknown> {
  return isRecord(body) && isRecord(body.data) ? body.data : {}
}

/** A failed call: its HTTP status (0: no answer came; -1: not a call at all), the server's sentence ('' when none) and its field entries. */
export type Failure = { status: number; message: string; data: Record<string, unknown> }

/**
 * Reads a failed call: an ApiError of apiFetch or a ClientResponseError of the PocketBase SDK, which
 * both carry the status and the answer's body. They are known by that shape, so that the screens that
 * load without the SDK need not import it for its error class.
 */
export function readFailure(error: unknown): Failure {
  if (!isRecord(error) || typeof error.status !== 'number' || !('response' in error)) return { status: -1, message: '', data: {} }
  const body = error.response
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : ''
  return { status: error.status, message, data: errorData(body) }
}

/**
 * The text shown by a field for its entry in the data, in locale; null when the entry is no {code,
 * message}. English: PocketBase's own codes get our wording, ours carry our server's sentences. French:
 * every code a visitor may read has its sentence (i18n/codeWords.ts), its params filled in; another
 * code (a staff route's) keeps the server's sentence.
 */
export function fieldText(entry: unknown, locale: Locale = 'en'): string | null {
  if (!isRecord(entry)) return null
  const code = typeof entry.code === 'string' ? entry.code : ''
  const message = typeof entry.message === 'string' ? entry.message.trim() : ''
  if (!code && !message) return null
  const words = checkWords[locale]
  // A code the table lacks (a staff route's) keeps the server's sentence.
  if (locale === 'fr') return frenchCode(code, isRecord(entry.params) ? entry.params : {}) ?? (message || words.invalid)
  const friendly: Record<string, string> = { validation_required: words.required, validation_is_email: words.email }
  return friendly[code] ?? (message || words.invalid)
}

/** The first field entry's text of a 400 answer's data (nested entries too), in locale; null when it has none. */
export function firstFieldText(data: Record<string, unknown>, locale: Locale = 'en'): string | null {
  for (const entry of Object.values(data)) {
    const text = fieldText(entry, locale) ?? (isRecord(entry) ? firstFieldText(entry, locale) : null)
    if (text) return text
  }
  return null
}

export type FormFailure<Field extends string> = {
  /** Shown above the button. */
  message: string
  /** Shown by each field. */
  fields: Partial<Record<Field, string>>
}

/** Each form's own sentences for the answers that refuse no field. */
export type FailureWording = {
  /** Status 0: no answer came. */
  noAnswer: string
  /** 429: the server's per-IP quota. */
  tooMany: string
  /** Anything else, a 5xx for instance. */
  failed: string
}

type FormFailureOptions<Field extends string> = {
  fields: readonly Field[]
  wording: FailureWording
  /** Where the fields' entries sit in the data, when they are nested (checkout: "clientInfo"). */
  within?: string
  /** How an entry reads; fieldText unless the form words it its own way. */
  text?: (entry: unknown) => string | null
  /** The page's language, for the sentences this file words. */
  locale?: Locale
}

/** Turns a failed call (readFailure) into what the form shows. */
export function readFormFailure<Field extends string>(
  { status, data }: Failure,
  { fields: names, wording, within, locale = 'en', text = (entry) => fieldText(entry, locale) }: FormFailureOptions<Field>,
): FormFailure<Field> {
  if (status === 0) return { message: wording.noAnswer, fields: {} }
  if (status === 429) return { message: wording.tooMany, fields: {} }
  const nested = within === undefined ? data : data[within]
  const entries = isRecord(nested) ? nested : {}
  const fields: FormFailure<Field>['fields'] = {}
  for (const name of names) {
    const shown = text(entries[name])
    if (shown) fields[name] = shown
  }
  if (status === 400 && Object.keys(fields).length > 0) return { message: checkWords[locale].fieldsRefused, fields }
  return { message: wording.failed, fields }
}
