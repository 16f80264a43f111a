import { ClientResponseError } from 'pocketbase'
import { ApiError } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'

/**
 * A PocketBase SDK call of the content screens (records API, staff token from
 * pb.authStore), failing as staffCall does: an ApiError that isNotFound and
 * staffFailure read, and a 401 ends the session.
 */
export async function recordCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    if (error.status === 401) pb.authStore.clear()
    throw new ApiError(error.status, error.response ?? {}, error.message)
  }
}
