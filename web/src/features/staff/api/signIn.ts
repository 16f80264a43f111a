import { ClientResponseError } from 'pocketbase'
import { pb } from '../../../lib/pocketbase'

const staff = () => pb.collection('staff')

/** What the password step led to: signed in, or a code to ask for (MFA). */
export type PasswordResult = { signedIn: true } | { signedIn: false; mfaId: string; otpId: string }

/**
 * The first factor. With MFA on, PocketBase answers a right password with 401
 * and an mfaId: the emailed code is then requested at once, so the staff
 * member only has to open their mail.
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordResult> {
  try {
    await staff().authWithPassword(email, password)
    return { signedIn: true }
  } catch (error) {
    const mfaId = error instanceof ClientResponseError ? error.response?.mfaId : undefined
    if (typeof mfaId !== 'string' || !mfaId) throw error
    const { otpId } = await staff().requestOTP(email)
    return { signedIn: false, mfaId, otpId }
  }
}

/** The second factor: the code from the mail completes the sign-in. */
export async function signInWithCode(otpId: string, code: string, mfaId: string): Promise<void> {
  await staff().authWithOTP(otpId, code.trim(), { mfaId })
}

/** Asks for a fresh code (the first may have expired or gone to spam). */
export async function requestCode(email: string): Promise<string> {
  return (await staff().requestOTP(email)).otpId
}

export function signOut(): void {
  pb.authStore.clear()
}
