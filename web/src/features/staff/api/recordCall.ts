import { ClientResponseError } from 'pocketbase'
import { ApiError } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'
import { endSession } from '../../../lib/session'
import { getMe } from './getMe'

/**
 * A PocketBase SDK call of the content screens (records API, staff token from
 * pb.authStore), failing as staffCall does: an ApiError that isNotFound and
 * staffFailure read, and a 401 ends the session. The records API takes a token
 * it no longer accepts for no token at all, and refuses the guest's change as
 * its rule says (400 on a create, 404 on an update or a delete): such a refusal
 * asks the staff routes whether the session still holds, whose 401 ends it.
 */
export async function recordCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    if (error.status === 401) endSession()
    else if ((error.status === 400 || error.status === 404) && pb.authStore.token) await getMe().catch(() => undefined)
    throw new ApiError(error.status, error.response ?? {}, error.message)
  }
}
