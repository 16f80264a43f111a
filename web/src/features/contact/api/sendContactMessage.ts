import { apiFetch } from '../../../lib/apiFetch'

export type ContactMessage = { fullName: string; email: string; phone: string; message: string }

/** POST /api/contact; rejects with an ApiError (readContactError words it for the form). */
export const sendContactMessage = (message: ContactMessage) =>
  apiFetch<{ id: string }>('/api/contact', { method: 'POST', body: message })
