import { ApiError, withQuery, type ApiQuery } from './apiFetch'

/**
 * A file from one of our routes, fetched as a Blob: a signed-in token must travel
 * in a header, which a plain link cannot send. Rejects with ApiError as apiFetch does.
 */
export async function apiFile(path: string, { query, token }: { query?: ApiQuery; token: string }): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(withQuery(path, query), { headers: { Authorization: token } })
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
