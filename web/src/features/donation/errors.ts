import { isRecord, readFailure } from '../../lib/apiErrors'

/**
 * A short sentence for the donor about a failed call; field errors are read with
 * refusedFields (the form then marks those fields with its own hints).
 */
export function failureMessage(error: unknown, fallback: string): string {
  const { status, message } = readFailure(error)
  if (status === 429) return 'Too many attempts from your connection. Please wait a minute and try again.'
  if (status === 0) return 'The connection was lost. Check it and try again.'
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
