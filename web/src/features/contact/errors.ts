/** Reading PocketBase's error answers ({status, message, data: {field: {code, message}}}) for the contact form. */

export type ContactField = 'fullName' | 'email' | 'phone' | 'message'

export type ApiFailure = {
  /** Shown above the button. */
  message: string
  /** Shown next to each field. */
  fields: Partial<Record<ContactField, string>>
}

const fieldNames: ContactField[] = ['fullName', 'email', 'phone', 'message']

const friendly: Record<string, string> = {
  validation_required: 'This field is required.',
  validation_is_email: 'Enter a valid email address.',
}

function sentence(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return 'This value is not valid.'
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Turns an HTTP status and its JSON body (or null) into what the form shows. Status 0 means no answer. */
export function readApiError(status: number, body: unknown): ApiFailure {
  if (status === 0) {
    return { message: 'Your message could not be sent. Check your connection and try again.', fields: {} }
  }
  if (status === 429) {
    return { message: 'You have sent several messages in a short time. Please try again in a few minutes.', fields: {} }
  }
  const fields: ApiFailure['fields'] = {}
  const data = isRecord(body) && isRecord(body.data) ? body.data : {}
  for (const name of fieldNames) {
    const entry = data[name]
    if (!isRecord(entry)) continue
    const code = typeof entry.code === 'string' ? entry.code : ''
    const text = typeof entry.message === 'string' ? entry.message : ''
    fields[name] = friendly[code] ?? sentence(text)
  }
  if (status === 400 && Object.keys(fields).length > 0) {
    return { message: 'Please correct the highlighted fields.', fields }
  }
  return { message: 'Your message could not be sent. Please try again later.', fields }
}
