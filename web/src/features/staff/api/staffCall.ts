import { apiFetch, type ApiRequest } from '../../../lib/apiFetch'
import { withSession } from '../../../lib/session'

/**
 * Every /api/staff call: the signed-in staff member's token goes with it. A 401
 * means the session ended (8 hours, or signed out elsewhere): the token is
 * dropped so the staff app shows the sign-in screen again, saying why.
 */
export function staffCall<T>(path: string, request: Omit<ApiRequest, 'token'> = {}): Promise<T> {
  return withSession((token) => apiFetch<T>(`/api/staff${path}`, { ...request, token }))
}
