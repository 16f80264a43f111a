import { ApiError } from './apiFetch'
import { pb } from './pocketbase'

/**
 * A call made with the signed-in token. A 401 means the session ended (expired,
 * signed out elsewhere, account gone): the token is dropped, so the screen that
 * needs it shows its sign-in again.
 */
export async function withSession<T>(call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(pb.authStore.token)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) pb.authStore.clear()
    throw error
  }
}
