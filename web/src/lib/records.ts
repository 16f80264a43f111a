/**
 * The app's one way to read PocketBase records: plain fetch (apiFetch) against the
 * records API, so that no screen pays for the PocketBase SDK (~11 KB gzip) just to
 * read. Same endpoints and answers as the SDK's; failures are ApiErrors
 * (isNotFound(error) for a missing record). Only the blog's live updates use the SDK.
 */
import { apiFetch, type ApiQuery } from './apiFetch'

const recordsPath = (collection: string) => `/api/collections/${encodeURIComponent(collection)}/records`

/** A page of records with its count, as the records API answers a list request. */
export type RecordsPage<T> = { page: number; perPage: number; totalItems: number; totalPages: number; items: T[] }

/** One page of records and the count of them all (the pages a pagination shows). */
export function listCounted<T>(collection: string, page: number, perPage: number, params: ApiQuery = {}): Promise<RecordsPage<T>> {
  return apiFetch<RecordsPage<T>>(recordsPath(collection), { query: { ...params, page, perPage } })
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

/** A filter parameter's value: a text is quoted, a number or a boolean written as it is. */
export type FilterValue = string | number | boolean

/**
 * A PocketBase filter with its {:name} placeholders replaced by their quoted values, as the SDK's
 * pb.filter() writes them (without loading the SDK): recordsFilter('id != {:id}', { id }).
 */
export function recordsFilter(expression: string, params: Record<string, FilterValue>): string {
  return expression.replace(/\{:(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined) return placeholder
    return typeof value === 'string' ? JSON.stringify(value) : String(value)
  })
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
 * then the original, which uploads keep at 1200 px wide. The served pages preload the same sets
 * (features/blog/covers.ts, named by the pages' loaders: src/server/loaders.ts).
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

/**
 * An image the page asks for first, as its `<img>` (or `<picture>`'s `<source>`) asks for it: the
 * server preloads it (src/server/loaders.ts), so the preload must name the same src, srcset, sizes
 * and media for the browser to reuse it.
 */
export type ImageRequest = { href: string; srcset?: string; sizes?: string; media?: string }
