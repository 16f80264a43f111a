import { isNotFound } from '../../../lib/apiFetch'
import { staffFile } from './staffFile'

/** The stored signature image, or null when none is stored. */
export async function getSignature(): Promise<Blob | null> {
  try {
    return await staffFile('/settings/signature')
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
