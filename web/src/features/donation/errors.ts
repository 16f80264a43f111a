import { ApiError } from '../../lib/apiFetch'

/**
 * A short sentence for the donor about a failed call; field errors are read with
 * refusedFields (the form then marks those fields with its own hints).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts from your connection. Please wait a minute and try again.'
    if (error.status === 0) return 'The connection was lost. Check it and try again.'
    const message = typeof error.response.message === 'string' ? error.response.message : ''
    if (error.status === 400 && message) return message
  }
  return fallback
}

/** The names of the fields a 400 answer refused. */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const data = error.response.data
  return data && typeof data === 'object' ? Object.keys(data) : []
}

/** The PayPal issue code a refused capture carries (e.g. INSTRUMENT_DECLINED). */
export function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const data = error.response.data
  const issue: unknown = data && typeof data === 'object' && 'issue' in data ? data.issue : undefined
  return issue && typeof issue === 'object' && 'code' in issue ? String(issue.code) : undefined
}
