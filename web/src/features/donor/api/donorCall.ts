import { apiFetch, type ApiRequest } from '../../../lib/apiFetch'
import { apiFile } from '../../../lib/apiFile'
import { withSession } from '../../../lib/session'

/** Every /api/donor call, with the donor's token; a 401 signs the donor out (the sign-in shows again). */
export function donorCall<T>(path: string, request: Omit<ApiRequest, 'token'> = {}): Promise<T> {
  return withSession((token) => apiFetch<T>(`/api/donor${path}`, { ...request, token }))
}

/** A file from a donor route, fetched as a Blob with the donor's token. */
export function donorFile(path: string): Promise<Blob> {
  return withSession((token) => apiFile(`/api/donor${path}`, { token }))
}
