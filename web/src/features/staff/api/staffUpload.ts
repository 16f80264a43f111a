import { ApiError } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'

/**
 * POSTs one file to a staff route as a multipart form (`field` names it) and answers the route's JSON;
 * a refusal is an ApiError like any staff call's, and a 401 ends the session.
 */
export async function staffUpload<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData()
  form.append(field, file)
  let response: Response
  try {
    response = await fetch(`/api/staff${path}`, { method: 'POST', headers: { Authorization: pb.authStore.token }, body: form })
  } catch {
    throw new ApiError(0, {}, 'The server could not be reached. Check your connection.')
  }
  const answer: unknown = await response.json().catch(() => ({}))
  if (!response.ok) {
    if (response.status === 401) pb.authStore.clear()
    throw new ApiError(response.status, answer && typeof answer === 'object' ? answer : {})
  }
  return answer as T
}
