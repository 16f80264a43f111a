/** Reading POST /api/orders' error answers ({status, message, data}) for the checkout form. */

export type ClientField = 'name' | 'email' | 'phone' | 'address'
export const clientFields: ClientField[] = ['name', 'email', 'phone', 'address']

export type OrderFailure = {
  /** Shown above the button. */
  message: string
  /** Shown by each field. */
  fields: Partial<Record<ClientField, string>>
  /** Problems with cart lines, by line index ("This size is not offered…"). */
  items: Record<number, string>
}

const friendly: Record<string, string> = {
  validation_required: 'This field is required.',
  validation_is_email: 'Enter a valid email address.',
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function text(entry: unknown): string | null {
  if (!isRecord(entry)) return null
  const code = typeof entry.code === 'string' ? entry.code : ''
  const message = typeof entry.message === 'string' ? entry.message.trim() : ''
  if (!code && !message) return null
  return friendly[code] ?? (message || 'This value is not valid.')
}

/** Turns an HTTP status and its JSON body (null when there was none) into what the form shows. Status 0: no answer. */
export function readOrderError(status: number, body: unknown): OrderFailure {
  const failure: OrderFailure = { message: '', fields: {}, items: {} }
  if (status === 0) return { ...failure, message: 'Your order could not be sent. Check your connection and try again.' }
  if (status === 429) return { ...failure, message: 'Too many orders from your connection in a short time. Please wait a minute and try again.' }

  const data = isRecord(body) && isRecord(body.data) ? body.data : {}
  const client = isRecord(data.clientInfo) ? data.clientInfo : {}
  for (const name of clientFields) {
    const message = text(client[name])
    if (message) failure.fields[name] = message
  }
  const items = data.items
  const cartMessage = text(items) // the whole cart (e.g. empty)
  if (isRecord(items) && !cartMessage) {
    for (const [index, line] of Object.entries(items)) {
      if (!isRecord(line)) continue
      const messages = Object.values(line).map(text).filter((m): m is string => Boolean(m))
      if (messages.length > 0) failure.items[Number(index)] = messages.join(' ')
    }
  }
  const hasItemErrors = Object.keys(failure.items).length > 0 || Boolean(cartMessage)
  if (status === 400 && (Object.keys(failure.fields).length > 0 || hasItemErrors)) {
    failure.message = hasItemErrors
      ? (cartMessage ?? 'Some items in your cart have changed. Please review your cart.')
      : 'Please correct the highlighted fields.'
    return failure
  }
  return { ...failure, message: 'Your order could not be placed. Please try again in a moment.' }
}
