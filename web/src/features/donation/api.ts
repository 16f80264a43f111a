import { ApiError, apiFetch } from '../../lib/apiFetch'
import type { Plan, Rhythm } from './model'

type Donor = ReturnType<typeof import('./model').donorPayload>
type Session = { sessionId: string; url: string }

const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body })

export const listPlans = () => apiFetch<{ data: Plan[] }>('/api/donations/plans').then((r) => r.data)

export const plansQuery = { queryKey: ['donation-plans'], queryFn: listPlans, staleTime: 5 * 60_000 }

export const createDonor = (donor: Donor) => post<{ id: string }>('/api/donations/donors', donor).then((r) => r.id)

/** A one-off card gift: amount in cents. */
export const createUniqueCheckoutSession = (amount: number, donorId: string) =>
  post<{ data: Session }>('/api/donations/unique-checkout-session', { amount, donorId }).then((r) => r.data)

/** A recurring card gift on the plan whose Stripe price is priceId. */
export const createCheckoutSession = (priceId: string, donorId: string) =>
  post<{ data: Session }>('/api/donations/checkout-session', { priceId, donorId }).then((r) => r.data)

export const sendDonationCheque = (cheque: Donor & { amount: number; rhythm: Rhythm }) =>
  post<{ data: { id: string } }>('/api/donations/cheque', cheque).then((r) => r.data)

export const createPayPalOrder = (amount: number, donorId: string) =>
  post<{ data: { orderId: string; donationId: string } }>('/api/donations/paypal/orders', { amount, donorId }).then(
    (r) => r.data.orderId,
  )

export const capturePayPalOrder = (orderId: string) =>
  post<{ data: { status: string } }>(`/api/donations/paypal/orders/${encodeURIComponent(orderId)}/capture`, {}).then(
    (r) => r.data,
  )

export const confirmPayPalSubscription = (subscriptionId: string, donorId: string, planId: string) =>
  post<{ data: { id: string; status: string } }>(
    `/api/donations/paypal/subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
    { donorId, planId },
  ).then((r) => r.data)

/** TEST MODE only: stands for the donor approving a subscription in PayPal's window. */
export const demoSubscribe = (planId: string, customId: string) =>
  post<{ subscriptionID: string }>('/api/payments/demo/paypal/subscriptions', { planId, customId }).then(
    (r) => r.subscriptionID,
  )

export type PaymentsConfig = { paypalMode: 'live' | 'demo' | 'off'; paypalClientId?: string; cardMode: string }
export const getPaymentsConfig = () => apiFetch<PaymentsConfig>('/api/payments/config')

/** A short sentence for the donor about a failed call; field errors are read with fieldErrors. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts from your connection. Please wait a minute and try again.'
    if (error.status === 0) return 'The connection was lost. Check it and try again.'
    const message = typeof error.response.message === 'string' ? error.response.message : ''
    if (error.status === 400 && message) return message
  }
  return fallback
}

/** The names of the fields a 400 answer refused. */
export function fieldErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const data: unknown = error.response.data
  return data && typeof data === 'object' ? Object.keys(data) : []
}

/** The PayPal issue code a refused capture carries (e.g. INSTRUMENT_DECLINED). */
export function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const issue: unknown = error.response.data?.issue
  return issue && typeof issue === 'object' && 'code' in issue ? String(issue.code) : undefined
}
