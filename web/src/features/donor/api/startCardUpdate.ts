import type { CardUpdate } from '../../../lib/contract.gen'
import { donorCall } from './donorCall'

/** The provider's page where the donor gives a new card for this gift (the browser is sent there). */
export const startCardUpdate = (id: string) =>
  donorCall<{ data: CardUpdate }>(`/gifts/${encodeURIComponent(id)}/card`, { method: 'POST', body: {} }).then((r) => r.data.url)
