import { pb } from '../../../lib/pocketbase'

/** The invitation's link: PocketBase's password-reset confirmation of the staff collection sets the password. */
export async function choosePassword(token: string, password: string, passwordConfirm: string): Promise<void> {
  await pb.collection('staff').confirmPasswordReset(token, password, passwordConfirm)
}
