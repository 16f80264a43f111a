import { pb } from '../../../lib/pocketbase'

/** Signs the donor in with the code from the mail: the auth store then holds the donor account. */
export async function signInWithCode(otpId: string, code: string): Promise<void> {
  await pb.collection('donor_accounts').authWithOTP(otpId, code)
}
