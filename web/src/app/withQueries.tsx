import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { queryClient } from '../lib/queryClient'

/**
 * Gives a screen that reads or writes through TanStack Query its client. Only
 * those route modules use it, so the query library (≈ 8 KB gzip) sits in
 * their chunks and screens that fetch nothing (home, about, cart…) never
 * download it. The client is one for the app, so the cache survives navigation.
 */
export function withQueries(Screen: ComponentType) {
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
