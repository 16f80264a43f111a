/**
 * The first screen's data the server put in the page (internal/site embeds
 * `<script type="application/json" id="initial-data">{"key", "data"}</script>`
 * on /blog, /shop, /blog/:id and /product/:id): the screen renders at once instead of
 * waiting for a second round trip. It describes the page as first loaded, so
 * it counts as fetched at load time and is refreshed like any query after.
 */
type Embedded = { key: string; data: unknown }

let embedded: Embedded | null | undefined

function read(): Embedded | null {
  if (embedded === undefined) embedded = parse(typeof document === 'undefined' ? null : document.getElementById('initial-data')?.textContent)
  return embedded
}

function parse(text: string | null | undefined): Embedded | null {
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && 'key' in parsed && typeof parsed.key === 'string' && 'data' in parsed) {
      return { key: parsed.key, data: parsed.data }
    }
  } catch {
    // A page without usable data simply fetches it.
  }
  return null
}

/** The server's render (src/server.tsx) gives the page's data as the page will embed it: the app then renders what the server did. */
export function provideInitialData(text: string | null): void {
  embedded = parse(text)
}

/** When the page was loaded: what the embedded data is as fresh as. */
export const loadedAt = typeof performance === 'undefined' ? 0 : Date.now() - performance.now()

/**
 * The embedded data under `key`, if `accept` takes it (checks the shape and
 * that it is the record the screen shows); undefined otherwise.
 */
export function initialData<T>(key: string, accept: (data: unknown) => T | undefined): T | undefined {
  const found = read()
  return found && found.key === key ? accept(found.data) : undefined
}

/** Accepts the embedded data when it is the record `id` (the screen's own), as T. */
export function recordWithId<T>(id: string): (data: unknown) => T | undefined {
  return (data) => (typeof data === 'object' && data !== null && 'id' in data && data.id === id ? (data as T) : undefined)
}

/** For tests: forget what was read. */
export function resetInitialData(): void {
  embedded = undefined
}
