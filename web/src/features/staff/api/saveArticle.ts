import { pb } from '../../../lib/pocketbase'
import type { Blog } from '../../blog'
import { recordCall } from './recordCall'

/** A single-image field's change: a new file, null to remove the current image, undefined to keep it. */
export type ImageChange = File | null | undefined

export type ArticleInput = {
  title: string
  category: string
  duration: string
  authorName: string
  /** A PocketBase date ("2026-03-05 00:00:00.000Z"), or '' for the server to date the article now. */
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
  recordCall(() => (id ? pb.collection('blogs').update<Blog>(id, input) : pb.collection('blogs').create<Blog>(input)))
