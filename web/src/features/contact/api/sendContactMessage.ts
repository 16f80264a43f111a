import { apiFetch } from '../../../lib/apiFetch'
import type { MessageReceived } from '../../../lib/contract.gen'

export type ContactMessage = { fullName: string; email: string; phone: string; message: string }

/** POST /api/contact; rejects with an ApiError (readContactError words it for the form). */
export const sendContactMessage = (message: ContactMessage) =>
  apiFetch<MessageReceived>('/api/contact', { method: 'POST', body: message })
