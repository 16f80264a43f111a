/**
 * What the list, cards and related links need. The description comes back as
 * plain text already cut by the server (long enough for the 200-character
 * featured excerpt), so a list never downloads whole article bodies.
 */
export const summaryFields = [
  'id',
  'collectionId',
  'collectionName',
  'title',
  'category',
  'duration',
  'description:excerpt(400)',
  'createdAt',
  'created',
  'authorName',
  'image',
].join(',')

/** Newest first by article date, then by creation. */
export const newestFirst = '-createdAt,-created'
