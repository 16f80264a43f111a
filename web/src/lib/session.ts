import { ApiError } from './apiFetch'
import { pb } from './pocketbase'
import { readStored, writeStored } from './storage'

const endedKey = 'session-ended'
const listeners = new Set<() => void>()

/**
 * A call made with the signed-in token. A 401 means the session ended (expired,
 * signed out elsewhere, account gone): endSession drops the token, so the screen
 * that needs it shows its sign-in again.
 */
export async function withSession<T>(call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(pb.authStore.token)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession()
    throw error
  }
}

/**
 * Ends a session the server no longer accepts (or whose token expired): the
 * token goes, and this tab remembers whose session it was (its auth collection)
 * until forgetEndedSession, so that the sign-in can say why it shows.
 */
export function endSession(): void {
  const collection = pb.authStore.record?.collectionName
  if (collection) writeStored('tab', endedKey, collection)
  pb.authStore.clear()
}

/** The auth collection whose session ended in this tab ('' when none did). */
export function endedSession(): string {
  return readStored('tab', endedKey) ?? ''
}

/** The ended session is dealt with: signed in again and back at work, or signed out. */
export function forgetEndedSession(): void {
  writeStored('tab', endedKey, null)
  for (const listener of listeners) listener()
}

/** Calls `listener` when the signed-in token changes or an ended session is forgotten; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  const stop = pb.authStore.onChange(listener)
  listeners.add(listener)
  return () => {
    stop()
    listeners.delete(listener)
  }
}
