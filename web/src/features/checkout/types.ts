export type ClientField = 'name' | 'email' | 'phone' | 'address'

/** The checkout form's fields, sent as the order's clientInfo. */
export type ClientInfo = Record<ClientField, string>

/** The order as the server priced it (euros). */
export type PlacedOrder = { id: string; total: number; tax: number; amountTotal: number; status: string; payment: boolean }
