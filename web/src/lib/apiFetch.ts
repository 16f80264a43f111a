/** An error answer of our API ({status, message, data}); status 0 means no answer at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly response: { message?: unknown; data?: Record<string, unknown> },
  ) {
    super(typeof response.message === 'string' ? response.message : `HTTP ${status}`)
  }
}

/**
 * Calls one of our JSON routes with plain fetch: pages that need only custom
 * routes stay clear of the PocketBase SDK (about 11 KB gzip on first load).
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch {
    throw new ApiError(0, {})
  }
  const body: unknown = await response.json().catch(() => ({}))
  if (!response.ok) throw new ApiError(response.status, body && typeof body === 'object' ? body : {})
  return body as T
}
