import './server/environment'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server.browser'
import { Router } from 'wouter'
import { App } from './app/App'
import { preloadPublicPages } from './app/router'
import { provideInitialData } from './lib/initialData'
import { queryClient } from './lib/queryClient'

/**
 * The server's render of a public page (internal/render runs this bundle, built by
 * `vite build --ssr`, in an embedded JavaScript engine): the same components and the same data
 * (the page's embedded initial data) as the app's first render in the browser, which then
 * hydrates the served markup instead of replacing it.
 */
function renderPage(url: string, initialData: string | null): string {
  // Each page starts from nothing: no query may answer from a previous page's render.
  queryClient.clear()
  provideInitialData(initialData)
  return renderToString(
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>,
  )
}

Object.assign(globalThis, { renderPage, pagesReady: preloadPublicPages() })
