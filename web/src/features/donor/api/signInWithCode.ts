import type { AuthRecord } from 'pocketbase'
import { apiFetch } from '../../../lib/apiFetch'
import { keepSession } from '../session'

/** Signs the donor in with the code from the mail (PocketBase's own route): the SDK's auth store then holds the donor account. */
export async function signInWithCode(otpId: string, code: string): Promise<void> {
  const { token, record } = await apiFetch<{ token: string; record: AuthRecord }>('/api/collections/donor_accounts/auth-with-otp', {
    method: 'POST',
    body: { otpId, password: code },
  })
  await keepSession(token, record)
}
