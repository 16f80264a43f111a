import { fieldText, isRecord, readFailure, readFormFailure, type FormFailure } from '../../lib/apiErrors'
import type { Locale } from '../../lib/i18n/locale'
import { checkoutMessages } from './messages'
import { clientFields, type ClientField } from './types'

export type OrderFailure = FormFailure<ClientField> & {
  /** Problems with cart lines, by line index ("This size is not offered…"). */
  items: Record<number, string>
}

/**
 * Turns a failed POST /api/orders into what the form shows. Beyond the client fields
 * (data.clientInfo), data.items is either the whole cart's error (e.g. empty) or the refused
 * lines' fields by line index.
 */
export function readOrderError(error: unknown, locale: Locale = 'en'): OrderFailure {
  const words = checkoutMessages[locale]
  const failure = readFailure(error)
  const { status } = failure
  const { message, fields } = readFormFailure(failure, {
    fields: clientFields,
    within: 'clientInfo',
    wording: words.wording,
    locale,
  })
  if (status === 0 || status === 429) return { message, fields, items: {} }

  const items = failure.data.items
  const cartMessage = fieldText(items, locale)
  const lines = cartMessage === null ? lineMessages(items, locale) : {}
  const itemsRefused = cartMessage !== null || Object.keys(lines).length > 0
  if (status === 400 && itemsRefused) {
    return { message: cartMessage ?? words.itemsChanged, fields, items: lines }
  }
  return { message, fields, items: lines }
}

/** Each refused line's messages, joined, by line index. */
function lineMessages(items: unknown, locale: Locale): Record<number, string> {
  const messages: Record<number, string> = {}
  if (!isRecord(items)) return messages
  for (const [index, line] of Object.entries(items)) {
    if (!isRecord(line)) continue
    const texts = Object.values(line).map((entry) => fieldText(entry, locale)).filter((m): m is string => Boolean(m))
    if (texts.length > 0) messages[Number(index)] = texts.join(' ')
  }
  return messages
}
