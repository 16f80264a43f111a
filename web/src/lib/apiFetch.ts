/**
 * The body of a PocketBase error answer, {status, message, data: {field: {code, message}}},
 * read as unknown values: a proxy or an old server may answer anything.
 */
export type ApiErrorBody = { status?: unknown; message?: unknown; data?: unknown }

/** A failed call: the HTTP status (0 when no answer came at all) and the parsed error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly response: ApiErrorBody,
    fallbackMessage = `HTTP ${status}`,
  ) {
    super(typeof response.message === 'string' && response.message ? response.message : fallbackMessage)
  }
}

/** A missing record or order (HTTP 404): an answer to show, not a failure worth retrying. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** Query parameters; the undefined ones are left out of the URL. */
export type ApiQuery = Record<string, string | number | undefined>

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH'
  body?: unknown
  query?: ApiQuery
  /** A signed-in staff member's token, sent as PocketBase's Authorization header. */
  token?: string
}

/**
 * The app's one JSON call: plain fetch, so that the screens which only need our
 * routes and public records stay clear of the PocketBase SDK (about 11 KB gzip
 * on first load). Rejects with ApiError on no answer or a non-2xx answer.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, query, token }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = token
  let response: Response
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    // The payment page shows this message as it is.
    throw new ApiError(0, {}, 'The server could not be reached. Check your connection.')
  }
  const answer: unknown = await response.json().catch(() => ({}))
  if (!response.ok) {
    const errorBody = answer && typeof answer === 'object' ? (answer as ApiErrorBody) : {}
    throw new ApiError(response.status, errorBody, response.statusText || undefined)
  }
  return answer as T
}

/** The path with the defined query values appended (undefined ones are left out). */
export function withQuery(path: string, query: ApiQuery = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
