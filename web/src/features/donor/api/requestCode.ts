import { apiFetch } from '../../../lib/apiFetch'
import type { Locale } from '../../../lib/i18n/locale'

/**
 * Mails a sign-in code to `email` (the same answer whether or not we know it); resolves to the otpId. The body also
 * carries the site's language (`locale`), which the server's code mail follows. PocketBase's own route, called
 * without its SDK: the sign-in loads without it (session.ts).
 */
export async function requestCode({ email, locale }: { email: string; locale: Locale }): Promise<string> {
  return (await apiFetch<{ otpId: string }>('/api/collections/donor_accounts/request-otp', { method: 'POST', body: { email, locale } })).otpId
}
