import { pb } from '../../../lib/pocketbase'

/** Mails a sign-in code to `email` (the same answer whether or not we know it); resolves to the otpId. */
export async function requestCode(email: string): Promise<string> {
  return (await pb.collection('donor_accounts').requestOTP(email)).otpId
}
