/** The donation feature's cached queries. */
export const donationKeys = {
  plans: ['donation-plans'] as const,
  receiptsConfig: ['receipts-config'] as const,
  designations: ['donation-designations'] as const,
}
