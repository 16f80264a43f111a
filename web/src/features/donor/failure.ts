import { fieldText, readFailure } from '../../lib/apiErrors'

export const noAnswer = 'The server could not be reached. Check your connection and try again.'

/**
 * What the donor reads about a failed call: the server's own sentence when it
 * wrote one (a provider that could not be reached, too many codes asked), else
 * ours. `fallback` says what did not happen ("Your gift was not stopped.").
 */
export function failureText(error: unknown, fallback: string): string {
  const { status, message } = readFailure(error)
  if (status === 0) return noAnswer
  if (status === 404) return `${fallback} It is no longer linked to your account: reload the page to see your gifts as they are.`
  if (status === 401) return 'Your session has ended. Please sign in again.'
  if (status === 429) return message || 'Too many attempts in a short time. Please wait a few minutes and try again.'
  return message || `${fallback} Please try again later.`
}

/** The server's words for one refused field of a 400 answer; undefined when it refused no such field. */
export function fieldFailure(error: unknown, field: string): string | undefined {
  const { status, data } = readFailure(error)
  if (status !== 400) return undefined
  return fieldText(data[field]) ?? undefined
}

/** The HTTP status of a failed call (0: no answer; -1: not a call). */
export const failureStatus = (error: unknown): number => readFailure(error).status
