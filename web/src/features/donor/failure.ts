import { ClientResponseError } from 'pocketbase'
import { ApiError } from '../../lib/apiFetch'
import { errorData, fieldText } from '../../lib/apiErrors'

/** A failed call's status (0: no answer; -1: not a call) and the server's body. */
function answerOf(error: unknown): { status: number; body: unknown; message: string } {
  const message = (body: unknown) =>
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message.trim() : ''
  if (error instanceof ApiError) return { status: error.status, body: error.response, message: message(error.response) }
  if (error instanceof ClientResponseError) return { status: error.status, body: error.response, message: message(error.response) }
  return { status: -1, body: {}, message: '' }
}

export const noAnswer = 'The server could not be reached. Check your connection and try again.'

/**
 * What the donor reads about a failed call: the server's own sentence when it
 * wrote one (a provider that could not be reached, too many codes asked), else
 * ours. `fallback` says what did not happen ("Your gift was not stopped.").
 */
export function failureText(error: unknown, fallback: string): string {
  const { status, message } = answerOf(error)
  if (status === 0) return noAnswer
  if (status === 404) return `${fallback} It is no longer linked to your account: reload the page to see your gifts as they are.`
  if (status === 401) return 'Your session has ended. Please sign in again.'
  if (status === 429) return message || 'Too many attempts in a short time. Please wait a few minutes and try again.'
  return message || `${fallback} Please try again later.`
}

/** The server's words for one refused field of a 400 answer; undefined when it refused no such field. */
export function fieldFailure(error: unknown, field: string): string | undefined {
  const { status, body } = answerOf(error)
  if (status !== 400) return undefined
  return fieldText(errorData(body)[field]) ?? undefined
}

/** The HTTP status of a failed call (0: no answer; -1: not a call). */
export const failureStatus = (error: unknown): number => answerOf(error).status
