import { vi } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/** Shows the current path, so a test can see where a click led. */
function Location() {
  const [pathname] = useLocation()
  const search = useSearch()
  return <output aria-label="Current page">{pathname + (search ? `?${search}` : '')}</output>
}

/**
 * Renders a screen as the app does (router + a fresh query cache, no retries),
 * at `path` matched by `route`.
 */
export function renderScreen(screen: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const { hook, searchHook } = memoryLocation({ path })
  return render(
    <QueryClientProvider client={queryClient}>
      <Router hook={hook} searchHook={searchHook}>
        <Switch>
          <Route path={route}>{screen}</Route>
        </Switch>
        <Location />
      </Router>
    </QueryClientProvider>,
  )
}
type Reply = { status?: number; body: unknown }
type Handler = (url: URL, init: RequestInit | undefined) => Reply | undefined | Promise<Reply | undefined>

/**
 * Stubs the global fetch: each call goes to `handler` with its URL; an unhandled call
 * fails the test. Returns the mock, whose calls show what the page asked the server.
 */
export function stubFetch(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const reply = await handler(url, init)
    if (!reply) throw new Error(`Unexpected request: ${init?.method ?? 'GET'} ${url.pathname}${url.search}`)
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}
