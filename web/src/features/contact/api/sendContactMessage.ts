import { readApiError, type ApiFailure } from '../errors'

export type ContactMessage = { fullName: string; email: string; phone: string; message: string }

export class ContactError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message)
  }
}

/**
 * POST /api/contact. Plain fetch rather than the PocketBase SDK: the contact
 * page needs one call and should not download the SDK for it.
 */
export async function sendContactMessage(message: ContactMessage): Promise<{ id: string }> {
  let response: Response
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    })
  } catch {
    throw new ContactError(readApiError(0, null))
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ContactError(readApiError(response.status, body))
  return body as { id: string }
}
