import type { Erased } from '../../../lib/contract.gen'
import { donorCall } from './donorCall'

/** Anonymises the donor's personal data; the account is gone afterwards. */
export const eraseData = () => donorCall<{ data: Erased }>('/erase', { method: 'POST', body: { confirm: true } })
