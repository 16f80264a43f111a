/**
 * Reading public collections with plain fetch, for the screens that must stay
 * light on a first visit (the shop): the PocketBase SDK costs ~11 KB gzip and
 * these screens only read. Same endpoints and answers as the SDK's.
 */

/** A non-2xx answer of the records API (404: no such record). */
export class RecordsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type Params = Record<string, string | number | undefined>

async function read<T>(path: string, params: Params): Promise<T> {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  let response: Response
  try {
    response = await fetch(`${path}?${query}`, { headers: { Accept: 'application/json' } })
  } catch {
    throw new RecordsError(0, 'The server could not be reached.')
  }
  if (!response.ok) throw new RecordsError(response.status, response.statusText || `HTTP ${response.status}`)
  return (await response.json()) as T
}

/** Every record of a public collection (pages of 200 followed until the last). */
export async function listAll<T>(collection: string, params: Params = {}): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const answer = await read<{ items: T[]; totalPages: number }>(`/api/collections/${collection}/records`, {
      ...params,
      page,
      perPage: 200,
    })
    items.push(...answer.items)
    if (page >= answer.totalPages) return items
  }
}

/** One record; rejects with RecordsError status 404 when it does not exist. */
export function getOne<T>(collection: string, id: string, params: Params = {}): Promise<T> {
  return read<T>(`/api/collections/${collection}/records/${encodeURIComponent(id)}`, params)
}

/** The URL of a record's file, or of one of its collection's thumbnails ("400x300"). */
export function fileURL(record: { id: string; collectionId: string; collectionName?: string }, file: string, thumb?: string): string {
  const owner = record.collectionId || record.collectionName || ''
  const url = `/api/files/${encodeURIComponent(owner)}/${encodeURIComponent(record.id)}/${encodeURIComponent(file)}`
  return thumb ? `${url}?thumb=${encodeURIComponent(thumb)}` : url
}
