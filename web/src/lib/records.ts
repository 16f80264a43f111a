/**
 * The app's one way to read PocketBase records: plain fetch (apiFetch) against the
 * records API, so that no screen pays for the PocketBase SDK (~11 KB gzip) just to
 * read. Same endpoints and answers as the SDK's; failures are ApiErrors
 * (isNotFound(error) for a missing record). Only the blog's live updates use the SDK.
 */
import { apiFetch, type ApiQuery } from './apiFetch'

const recordsPath = (collection: string) => `/api/collections/${encodeURIComponent(collection)}/records`

/** Every record of a public collection (pages of 200 followed until the last). */
export async function listAll<T>(collection: string, params: ApiQuery = {}): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const answer = await apiFetch<{ items: T[]; totalPages: number }>(recordsPath(collection), {
      query: { ...params, page, perPage: 200 },
    })
    items.push(...answer.items)
    if (page >= answer.totalPages) return items
  }
}

/** One page of records, without counting the total (PocketBase's skipTotal). */
export async function listPage<T>(collection: string, page: number, perPage: number, params: ApiQuery = {}): Promise<T[]> {
  const answer = await apiFetch<{ items: T[] }>(recordsPath(collection), {
    query: { ...params, page, perPage, skipTotal: 1 },
  })
  return answer.items
}

/** One record; rejects with ApiError status 404 when it does not exist. */
export function getOne<T>(collection: string, id: string, params: ApiQuery = {}): Promise<T> {
  return apiFetch<T>(`${recordsPath(collection)}/${encodeURIComponent(id)}`, { query: params })
}

/** A text value quoted for a PocketBase filter, as the SDK's pb.filter() quotes it: id != {:id}. */
export function filterText(value: string): string {
  return `'${value.replace(/'/g, "\\'")}'`
}

/** The URL of a record's file, or of one of its collection's thumbnails ("400x300"); '' without a file. */
export function fileURL(record: { id: string; collectionId: string; collectionName?: string }, file: string, thumb?: string): string {
  if (!file) return ''
  const owner = record.collectionId || record.collectionName || ''
  const url = `/api/files/${encodeURIComponent(owner)}/${encodeURIComponent(record.id)}/${encodeURIComponent(file)}`
  return thumb ? `${url}?thumb=${encodeURIComponent(thumb)}` : url
}

/**
 * A picture at the width the screen needs: each of `thumbs` ("800x600"), described by its width,
 * then the original, which uploads keep at 1200 px wide. The server preloads the same sets
 * (internal/site featuredCoverRequests, articleCoverRequest).
 */
export function thumbSrcSet(record: { id: string; collectionId: string; collectionName?: string }, file: string, thumbs: string[]): string {
  if (!file) return ''
  return [...thumbs.map((thumb) => `${fileURL(record, file, thumb)} ${thumb.split('x')[0]}w`), `${fileURL(record, file)} 1200w`].join(', ')
}

/**
 * A cover picture with `sizes="100vw"`: the 800x600 thumbnail up to 800 px, half the bytes of
 * the original, which wider screens get.
 */
export const coverThumbs = ['800x600']
