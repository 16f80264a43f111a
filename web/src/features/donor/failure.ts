import { fieldText, firstFieldText, readFailure } from '../../lib/apiErrors'
import type { Locale } from '../../lib/i18n/locale'
import { donorMessages } from './messages'

/**
 * What the donor reads about a failed call, in locale. The English page shows the server's own sentence
 * when it wrote one (a provider that could not be reached, too many codes asked); the French one, whose
 * server answers are English, shows ours chosen by the status, or a refused field's French.
 * `fallback` says what did not happen ("Your gift was not stopped.").
 */
export function failureText(error: unknown, fallback: string, locale: Locale = 'en'): string {
  const { status, message, data } = readFailure(error)
  const words = donorMessages[locale].failure
  if (status === 0) return words.noAnswer
  if (status === 404) return words.unlinked(fallback)
  if (status === 401) return words.sessionEnded
  if (locale === 'fr') {
    if (status === 429) return words.tooMany
    const field = status === 400 ? firstFieldText(data, locale) : null
    return field ? `${fallback} ${field}` : words.later(fallback)
  }
  if (status === 429) return message || words.tooMany
  return message || words.later(fallback)
}

/** The server's words for one refused field of a 400 answer; undefined when it refused no such field. */
export function fieldFailure(error: unknown, field: string, locale: Locale = 'en'): string | undefined {
  const { status, data } = readFailure(error)
  if (status !== 400) return undefined
  return fieldText(data[field], locale) ?? undefined
}

/** The HTTP status of a failed call (0: no answer; -1: not a call). */
export const failureStatus = (error: unknown): number => readFailure(error).status
