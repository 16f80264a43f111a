/** The payment feature's cached queries. */
export const paymentKeys = {
  order: (id: string) => ['orders', id] as const,
  /** How the server takes payments, which the donation pages read too. */
  config: ['payments', 'config'] as const,
}
