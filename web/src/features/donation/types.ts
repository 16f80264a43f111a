import type { donorPayload } from './details'

/** A donor as the donation calls send it (trimmed details, one telephone string). */
export type Donor = ReturnType<typeof donorPayload>
