import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { seedServedQueries } from '../lib/initialData'
import { queryClient } from '../lib/queryClient'

/**
 * Gives a screen that reads or writes through TanStack Query its client. Only
 * those route modules use it, so the query library (≈ 8 KB gzip) sits in
 * their chunks and screens that fetch nothing (home, about, cart…) never
 * download it. The client is one for the app, so the cache survives navigation. It starts with
 * the queries the server embedded in the page (lib/initialData.ts), before the first screen
 * renders: that screen is then the server's render.
 */
export function withQueries(Screen: ComponentType) {
  seedServedQueries(queryClient)
  function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    )
  }
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`
  return WithQueries
}
