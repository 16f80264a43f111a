import { donorCall } from './donorCall'

/** Anonymises the donor's personal data; the account is gone afterwards. */
export const eraseData = () => donorCall<{ data: { erased: boolean } }>('/erase', { method: 'POST', body: { confirm: true } })
