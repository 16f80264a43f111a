import type { FoundationSettings } from '../../../lib/contract.gen'
import { staffUpload } from './staffUpload'

/** Stores the signatory's signature (PNG, JPEG or WebP, at most 5 MB) → the settings. */
export const uploadSignature = (file: File) => staffUpload<FoundationSettings>('/settings/signature', 'signature', file)
