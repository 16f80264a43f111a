/**
 * Reading PocketBase's error answers ({status, message, data: {field: {code, message}}})
 * into what a form shows: a text by each refused field and one sentence above the button.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The answer's data, {field: {code, message}} (nested for nested fields); empty when it has none. */
export function errorData(body: unknown): Record<string, unknown> {
  return isRecord(body) && isRecord(body.data) ? body.data : {}
}

// Our wording for the codes PocketBase's own rules use; other codes carry our server's sentences.
const friendly: Record<string, string> = {
  validation_required: 'This field is required.',
  validation_is_email: 'Enter a valid email address.',
}

/** The text shown by a field for its entry in the data; null when the entry is no {code, message}. */
export function fieldText(entry: unknown): string | null {
  if (!isRecord(entry)) return null
  const code = typeof entry.code === 'string' ? entry.code : ''
  const message = typeof entry.message === 'string' ? entry.message.trim() : ''
  if (!code && !message) return null
  return friendly[code] ?? (message || 'This value is not valid.')
}

export type FormFailure<Field extends string> = {
  /** Shown above the button. */
  message: string
  /** Shown by each field. */
  fields: Partial<Record<Field, string>>
}

/** Each form's own sentences for the answers that refuse no field. */
export type FailureWording = {
  /** Status 0: no answer came. */
  noAnswer: string
  /** 429: the server's per-IP quota. */
  tooMany: string
  /** Anything else, a 5xx for instance. */
  failed: string
}

type FormFailureOptions<Field extends string> = {
  fields: readonly Field[]
  wording: FailureWording
  /** Where the fields' entries sit in the data, when they are nested (checkout: "clientInfo"). */
  within?: string
  /** How an entry reads; fieldText unless the form words it its own way. */
  text?: (entry: unknown) => string | null
}

/** Turns an HTTP status and its JSON body ({} when there was none) into what the form shows. Status 0 means no answer. */
export function readFormFailure<Field extends string>(
  status: number,
  body: unknown,
  { fields: names, wording, within, text = fieldText }: FormFailureOptions<Field>,
): FormFailure<Field> {
  if (status === 0) return { message: wording.noAnswer, fields: {} }
  if (status === 429) return { message: wording.tooMany, fields: {} }
  const data = errorData(body)
  const nested = within === undefined ? data : data[within]
  const entries = isRecord(nested) ? nested : {}
  const fields: FormFailure<Field>['fields'] = {}
  for (const name of names) {
    const shown = text(entries[name])
    if (shown) fields[name] = shown
  }
  if (status === 400 && Object.keys(fields).length > 0) return { message: 'Please correct the highlighted fields.', fields }
  return { message: wording.failed, fields }
}
