import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadPageAt } from './app/router'
import { servedRendered } from './lib/appModules'

/**
 * Starts the app in #root. A page the server rendered (src/server.tsx: the same components and
 * data) is hydrated: React takes the served markup over as it is. Any other page arrives with the
 * public layout alone (src/app/shell.tsx), which React replaces with the same markup, live.
 */
export async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // The page's chunk is already on its way (the HTML preloads it): the first render then
  // shows the whole page at once, with no loading step in between.
  await preloadPageAt(window.location.pathname)
  const app: ReactNode = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // As a transition, React builds the page in slices of a few milliseconds and lets the browser
  // breathe between them: on a slow phone one ~200 ms task froze the page while it started
  // (Lighthouse's total blocking time on /shop: 170-240 ms before, 0-160 ms after; docs/BENCHMARKS.md).
  // Meanwhile the served header and footer answer clicks as the plain links they are.
  startTransition(() => {
    if (servedRendered()) hydrateRoot(root, app, { onRecoverableError: reportMismatch })
    else createRoot(root).render(app)
  })
}

/**
 * A served page that differs from the app's first render is rendered again by React (the visitor
 * still gets the page); said in the console, where the browser tests look for it.
 */
function reportMismatch(error: unknown) {
  console.error('The served page did not match the app:', error)
}
