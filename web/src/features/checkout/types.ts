import type { ClientInfo } from '../../lib/contract.gen'

/** The checkout form's fields, sent as the order's clientInfo. */
export type ClientField = keyof ClientInfo

/** The checkout form's fields, in the form's order. */
export const clientFields: readonly ClientField[] = ['name', 'email', 'phone', 'address']
