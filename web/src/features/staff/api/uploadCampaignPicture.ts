import type { Campaign } from '../../../lib/contract.gen'
import { staffUpload } from './staffUpload'

/** Gives a campaign its picture (PNG, JPEG, WebP or GIF, at most 5 MB): its page's and its previews' → the campaign. */
export const uploadCampaignPicture = (id: string, file: File) => staffUpload<Campaign>(`/campaigns/${encodeURIComponent(id)}/picture`, 'picture', file)
