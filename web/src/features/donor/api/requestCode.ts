import type { Locale } from '../../../lib/i18n/locale'
import { pb } from '../../../lib/pocketbase'

/**
 * Mails a sign-in code to `email` (the same answer whether or not we know it); resolves to the otpId. The body also
 * carries the site's language (`locale`), which the server's code mail follows: PocketBase's request-otp body has
 * no such field in the SDK's types, so it is typed here.
 */
export async function requestCode({ email, locale }: { email: string; locale: Locale }): Promise<string> {
  return (await pb.collection('donor_accounts').requestOTP(email, { body: { email, locale } })).otpId
}
