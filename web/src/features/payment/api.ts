/** The order payment endpoints (plain fetch: the payment page does not need the PocketBase SDK for them). */

export type OrderView = {
  id: string
  clientInfo: { name: string; email: string; phone: string }
  amountTotal: number
  payment: boolean
  status: string
}

export type PaymentsConfig = { paypalMode: 'live' | 'demo' | 'off'; paypalClientId?: string }

/** A non-2xx answer: its status and the server's message. Status 0: no answer at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.')
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = typeof answer === 'object' && answer !== null && 'message' in answer ? String(answer.message) : response.statusText
    throw new ApiError(response.status, message)
  }
  return answer as T
}

export const getOrder = (id: string) => request<OrderView>('GET', `/api/orders/${encodeURIComponent(id)}`)

export const getPaymentsConfig = () => request<PaymentsConfig>('GET', '/api/payments/config')

/** Opens the PayPal order for the order's server-computed total; returns PayPal's order id. */
export async function createPayPalOrder(orderId: string): Promise<string> {
  const created = await request<{ id: string }>('POST', `/api/orders/${encodeURIComponent(orderId)}/paypal`)
  return created.id
}

/** Asks our server to capture the approved PayPal order and record the payment. */
export const capturePayPalOrder = (orderId: string, paypalOrderId: string) =>
  request<OrderView>('POST', `/api/orders/${encodeURIComponent(orderId)}/paypal/capture`, { paypalOrderId })
