import type { DonorDetails, DonorKind } from './contract.gen'

/**
 * A donor's details as the server keeps them (donation_users, in the spec's French field names),
 * the email aside: what the donation form sends, and what the donor and the treasurer correct.
 * The form always says who gives; details given before companies could give may not.
 */
export type DonorFields = Omit<DonorDetails, 'email' | 'kind'> & { kind: DonorKind }
