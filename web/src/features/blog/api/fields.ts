import type { BlogsRecord } from '../../../lib/records.gen'

/** The fields the list, cards and related links read of an article (BlogSummary). */
export const summaryKeys = [
  'id',
  'collectionId',
  'collectionName',
  'title',
  'category',
  'duration',
  'description',
  'createdAt',
  'created',
  'authorName',
  'image',
] as const satisfies readonly (keyof BlogsRecord)[]

/**
 * What the list, cards and related links ask for. The description comes back as
 * plain text already cut by the server (long enough for the 200-character
 * featured excerpt), so a list never downloads whole article bodies.
 */
export const summaryFields = summaryKeys.map((key) => (key === 'description' ? 'description:excerpt(400)' : key)).join(',')

/** Newest first by article date, then by creation. */
export const newestFirst = '-createdAt,-created'
