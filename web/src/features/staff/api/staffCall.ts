import { apiFetch, ApiError, type ApiRequest } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'

/**
 * Every /api/staff call: the signed-in staff member's token goes with it. A 401
 * means the session ended (8 hours, or signed out elsewhere): the token is
 * dropped so the staff app shows the sign-in screen again.
 */
export async function staffCall<T>(path: string, request: Omit<ApiRequest, 'token'> = {}): Promise<T> {
  try {
    return await apiFetch<T>(`/api/staff${path}`, { ...request, token: pb.authStore.token })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) pb.authStore.clear()
    throw error
  }
}
