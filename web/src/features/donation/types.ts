import type { donorPayload } from './details'

/** A donor as the donation calls send it (trimmed details, one telephone string). */
export type Donor = ReturnType<typeof donorPayload>

/** A Stripe Checkout session: the browser leaves for its url. */
export type CheckoutSession = { sessionId: string; url: string }
