import { ApiError } from '../../../lib/apiFetch'
import { pb } from '../../../lib/pocketbase'
import type { FoundationSettings } from '../../../lib/contract.gen'

/** Stores the signatory's signature (PNG, JPEG or WebP, at most 5 MB) → the settings. */
export async function uploadSignature(file: File): Promise<FoundationSettings> {
  const form = new FormData()
  form.append('signature', file)
  let response: Response
  try {
    response = await fetch('/api/staff/settings/signature', { method: 'POST', headers: { Authorization: pb.authStore.token }, body: form })
  } catch {
    throw new ApiError(0, {}, 'The server could not be reached. Check your connection.')
  }
  const answer: unknown = await response.json().catch(() => ({}))
  if (!response.ok) {
    if (response.status === 401) pb.authStore.clear()
    throw new ApiError(response.status, answer && typeof answer === 'object' ? answer : {})
  }
  return answer as FoundationSettings
}
