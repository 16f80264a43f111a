import { fieldText, isRecord, readFailure, type FormFailure } from '../../lib/apiErrors'

/**
 * What a staff form shows for a refused or failed call: the server's words by
 * each field it names, and one sentence above the button. A refusal on a
 * field the form does not show ("this order was shipped already") becomes
 * that sentence, so no reason is ever lost.
 */
export function staffFailure<Field extends string>(error: unknown, fields: readonly Field[] = []): FormFailure<Field> {
  const { status, message: serverMessage, data } = readFailure(error)
  if (status === 0) return { message: 'The server could not be reached. Check your connection and try again.', fields: {} }
  // Our own 429s say what to do (a locked account waits 15 minutes); PocketBase's generic one does not.
  if (status === 429)
    return { message: serverMessage && !/^too many requests\.?$/i.test(serverMessage) ? serverMessage : 'Too many attempts in a short time. Wait a minute and try again.', fields: {} }
  const shown: FormFailure<Field>['fields'] = {}
  const others: string[] = []
  for (const [name, entry] of Object.entries(data)) {
    // A field of parts the form shows each by its own name (trackingNumbers.{order id}).
    const parts = isRecord(entry) && !fieldText(entry) ? Object.entries(entry).filter(([part]) => (fields as readonly string[]).includes(`${name}.${part}`)) : []
    for (const [part, inner] of parts) {
      const text = deepText(inner)
      if (text) shown[`${name}.${part}` as Field] = text
    }
    if (parts.length > 0) continue
    const text = deepText(entry)
    if (!text) continue
    if ((fields as readonly string[]).includes(name)) shown[name as Field] = text
    else others.push(text)
  }
  const message = others[0] ?? (Object.keys(shown).length > 0 ? 'Please correct the highlighted fields.' : serverMessage || 'Something went wrong. Please try again.')
  return { message, fields: shown }
}

/** A field's words, or those of the first of its parts that has some (data.lines.0.quantity). */
function deepText(entry: unknown): string | null {
  const text = fieldText(entry)
  if (text || !isRecord(entry)) return text
  for (const part of Object.values(entry)) {
    const inner = deepText(part)
    if (inner) return inner
  }
  return null
}
