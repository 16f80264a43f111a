import { pb } from '../../../lib/pocketbase'
import { recordCall } from './recordCall'
import type { ArticleStatus } from '../../../lib/contract.gen'
import type { StaffArticle } from './getArticle'

/** A single-image field's change: a new file, null to remove the current image, undefined to keep it. */
export type ImageChange = File | null | undefined

export type ArticleInput = {
  title: string
  category: string
  duration: string
  authorName: string
  /** Draft: public nowhere. Published: public from `createdAt`. */
  status: ArticleStatus
  /**
   * A PocketBase date ("2026-03-05 08:00:00.000Z"): shown on the site, and the moment a published
   * article becomes public (a later one is scheduled); '' for the server to date it when it is published.
   */
  createdAt: string
  /** The body's HTML; the server keeps only what its allow-list allows. */
  description: string
  image?: ImageChange
  authorPhoto?: ImageChange
}

/**
 * Creates the article (no id) or updates it. With a new file the SDK sends
 * multipart form data (the other fields in its JSON part), otherwise JSON;
 * `image: null` removes the current image.
 */
export const saveArticle = (id: string | undefined, input: ArticleInput) =>
  recordCall(() => (id ? pb.collection('blogs').update<StaffArticle>(id, input) : pb.collection('blogs').create<StaffArticle>(input)))
