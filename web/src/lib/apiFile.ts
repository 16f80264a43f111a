import { ApiError, withQuery, type ApiQuery } from './apiFetch'

/**
 * A file from one of our routes (POSTed with `body` when given), fetched as a Blob: a signed-in token must travel
 * in a header, which a plain link cannot send. Rejects with ApiError as apiFetch does.
 */
export async function apiFile(path: string, { query, token, body }: { query?: ApiQuery; token: string; body?: unknown }): Promise<Blob> {
  let response: Response
  // A body (what to draw, e.g. a selection) is POSTed as JSON.
  const request: RequestInit =
    body === undefined
      ? { headers: { Authorization: token } }
      : { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
  try {
    response = await fetch(withQuery(path, query), request)
  } catch {
    throw new ApiError(0, {}, 'The server could not be reached. Check your connection.')
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}))
    throw new ApiError(response.status, body && typeof body === 'object' ? body : {})
  }
  return response.blob()
}

/** Hands a Blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
