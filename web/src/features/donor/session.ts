import type PocketBase from 'pocketbase'
import type { AuthRecord } from 'pocketbase'
import { readStored } from '../../lib/storage'

/**
 * The donor's session without the PocketBase SDK until a donor is signed in: the sign-in (most visits
 * of /donor) loads within the pages' first-load budget, and the signed-in space, a chunk of its own,
 * brings the SDK, whose auth store keeps the session as for every signed-in screen of the app.
 */

/** Where the SDK's LocalAuthStore keeps the session (its default key): read here before the SDK loads. */
const authKey = 'pocketbase_auth'
const donors = 'donor_accounts'

type Session = { token: string; email: string }
const nobody: Session = { token: '', email: '' }

let client: PocketBase | null = null
let loading: Promise<PocketBase> | null = null
const listeners = new Set<() => void>()

/** The SDK's client, loaded once; its auth store's changes (a sign-out, a 401 that ends the session) reach the listeners. */
export function loadClient(): Promise<PocketBase> {
  loading ??= import('../../lib/pocketbase').then(({ pb }) => {
    client = pb
    pb.authStore.onChange(() => listeners.forEach((listener) => listener()))
    listeners.forEach((listener) => listener())
    return pb
  })
  return loading
}

/** Whether a JWT's exp is still ahead (as the SDK's auth store reads it: the payload only). */
export function unexpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof payload.exp === 'number' && payload.exp * 1000 > now
  } catch {
    return false
  }
}

/** The session as the SDK kept it in this browser, read without it. */
function storedSession(): Session {
  try {
    const { token, record } = JSON.parse(readStored('device', authKey) ?? '{}') as { token?: unknown; record?: AuthRecord }
    if (typeof token !== 'string' || record?.collectionName !== donors || !unexpired(token)) return nobody
    return { token, email: String(record.email ?? '') }
  } catch {
    return nobody
  }
}

let last = nobody
/** The signed-in donor: the SDK's auth store once loaded, else what it kept. The same object while unchanged (useSyncExternalStore). */
export function donorSession(): Session {
  const store = client?.authStore
  const now = store ? (store.isValid && store.record?.collectionName === donors ? { token: store.token, email: String(store.record.email ?? '') } : nobody) : storedSession()
  if (now.token !== last.token || now.email !== last.email) last = now
  return last
}

/** Calls `listener` when the session may have changed (here, or before the SDK loads, in another tab); returns the unsubscribe. */
export function onDonorSession(listener: () => void): () => void {
  const otherTab = (event: StorageEvent) => {
    if (event.key === authKey || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', otherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', otherTab)
  }
}

/** Keeps the session of a donor just signed in (the answer of auth-with-otp) in the SDK's auth store. */
export async function keepSession(token: string, record: AuthRecord): Promise<void> {
  ;(await loadClient()).authStore.save(token, record)
}

/** Forgets the donor's session. */
export async function endDonorSession(): Promise<void> {
  ;(await loadClient()).authStore.clear()
}
