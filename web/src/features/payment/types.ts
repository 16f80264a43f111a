/** An order as its payment page shows it (amountTotal in euros, tax and shipping included). */
export type OrderView = {
  id: string
  /** What a volunteer reads out: n° 1042 (0 for an order made before numbers). */
  number: number
  clientInfo: { name: string; email: string; phone: string }
  amountTotal: number
  payment: boolean
  status: string
}

/** How the server takes payments: PayPal live (with its public client id), TEST MODE or off; cards likewise. */
export type PaymentsConfig = { paypalMode: 'live' | 'demo' | 'off'; paypalClientId?: string; cardMode: string }
