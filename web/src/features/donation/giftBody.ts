import { giftChoices, type Draft, type GiftChoices } from './model'

/**
 * The server adds a fee to card and PayPal gifts only (a cheque has none, a direct debit is not offered one); a
 * recurring PayPal gift covering it is opened by the server at the plan's amount and the fee.
 */
export const feesOffered = (d: Pick<Draft, 'method'>): boolean => d.method === 'card' || d.method === 'paypal'

/**
 * What a donation request carries beside its amount: giftChoices, and the fees and the tribute when chosen.
 * Apart from model.ts so that only the payment step and the PayPal pages load it, not /donation's first screen.
 */
export function giftBody(d: Pick<Draft, 'campaign' | 'designation' | 'wall' | 'coverFees' | 'tributeOpen' | 'tribute' | 'method' | 'rhythm'>): GiftChoices {
  return {
    ...giftChoices(d),
    ...(d.coverFees && feesOffered(d) && { coverFees: true }),
    ...(d.tributeOpen && d.tribute && { tribute: d.tribute }),
  }
}
