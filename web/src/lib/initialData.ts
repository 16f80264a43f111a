import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The first screen's data the server put in the page: the queries the page's loader filled
 * (src/server/loaders.ts, run by internal/render through the server's own routes), embedded as
 * `<script type="application/json" id="initial-data">[[queryKey, data], …]</script>`. The app puts
 * them in its query cache before its first render, which then shows what the server rendered
 * instead of waiting for a second round trip. They describe the page as first loaded, so they
 * count as fetched at load time and are refreshed like any query after.
 */
export type ServedQueries = [QueryKey, unknown][]

/** When the page was loaded: what the embedded data is as fresh as. */
export const loadedAt = typeof performance === 'undefined' ? 0 : Date.now() - performance.now()

/** The queries client holds answers to, as the page embeds them (the server's render gives them to internal/render). */
export function servedQueries(client: QueryClient): ServedQueries {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data])
}

/** Parses the embedded queries; none for a page without them or with something else. */
export function parseServedQueries(text: string | null | undefined): ServedQueries {
  if (!text) return []
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed)) return parsed.filter((entry): entry is [QueryKey, unknown] => Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0]))
  } catch {
    // A page without usable data simply fetches it.
  }
  return []
}

/** Puts the page's embedded queries in client's cache, as fetched when the page was loaded. Once: a later call does nothing. */
export function seedServedQueries(client: QueryClient): void {
  if (seeded || typeof document === 'undefined') return
  seeded = true
  for (const [key, data] of parseServedQueries(document.getElementById('initial-data')?.textContent)) {
    client.setQueryData(key, data, { updatedAt: loadedAt })
  }
}

let seeded = false

/** For tests: seed again. */
export function resetServedQueries(): void {
  seeded = false
}
