import './server/environment'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server.browser'
import { Router } from 'wouter'
import { App } from './app/App'
import { preloadPublicPages } from './app/router'
import { servedQueries } from './lib/initialData'
import { queryClient } from './lib/queryClient'
import { loadPage } from './server/loaders'

/**
 * The server's render of a public page (internal/render runs this bundle, built by
 * `vite build --ssr`, in an embedded JavaScript engine): first the page's load (server/loaders.ts:
 * its screen's own queries, read through the server's routes), then the same components with the
 * same data as the app's first render in the browser, which then hydrates the served markup
 * instead of replacing it. loadPage answers JSON: {status, main, queries} (render.Page).
 */
async function load(url: string): Promise<string> {
  return JSON.stringify(await loadPage(queryClient, url, servedQueries))
}

/** The page at url, with what load(url) put in the query cache. */
function renderPage(url: string): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>,
  )
}

Object.assign(globalThis, { loadPage: load, renderPage, pagesReady: preloadPublicPages() })
