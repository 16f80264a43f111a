import { ApiError, withQuery, type ApiQuery } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'

/**
 * A file from a staff route. The token must travel in a header, which a plain
 * link or <img> cannot send: the file is fetched as a Blob.
 */
export async function staffFile(path: string, query?: ApiQuery): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(withQuery(`/api/staff${path}`, query), { headers: { Authorization: pb.authStore.token } })
  } catch {
    throw new ApiError(0, {}, 'The server could not be reached. Check your connection.')
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}))
    if (response.status === 401) pb.authStore.clear()
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
