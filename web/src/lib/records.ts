/**
 * Reading public collections with plain fetch (apiFetch), for the screens that
 * must stay light on a first visit (the shop): the PocketBase SDK costs ~11 KB
 * gzip and these screens only read. Same endpoints and answers as the SDK's.
 */
import { apiFetch, type ApiQuery } from './apiFetch'

/** Every record of a public collection (pages of 200 followed until the last). */
export async function listAll<T>(collection: string, params: ApiQuery = {}): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const answer = await apiFetch<{ items: T[]; totalPages: number }>(`/api/collections/${collection}/records`, {
      query: { ...params, page, perPage: 200 },
    })
    items.push(...answer.items)
    if (page >= answer.totalPages) return items
  }
}

/** One record; rejects with ApiError status 404 when it does not exist. */
export function getOne<T>(collection: string, id: string, params: ApiQuery = {}): Promise<T> {
  return apiFetch<T>(`/api/collections/${collection}/records/${encodeURIComponent(id)}`, { query: params })
}

/** The URL of a record's file, or of one of its collection's thumbnails ("400x300"). */
export function fileURL(record: { id: string; collectionId: string; collectionName?: string }, file: string, thumb?: string): string {
  const owner = record.collectionId || record.collectionName || ''
  const url = `/api/files/${encodeURIComponent(owner)}/${encodeURIComponent(record.id)}/${encodeURIComponent(file)}`
  return thumb ? `${url}?thumb=${encodeURIComponent(thumb)}` : url
}
