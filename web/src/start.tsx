import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadPageAt } from './app/router'

/** Starts the app in #root, replacing the prerendered layout (src/app/shell.tsx) with the same markup, live. */
export async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // The page's chunk is already on its way (the HTML preloads it): the first render then
  // shows the whole page at once, with no loading step in between.
  await preloadPageAt(window.location.pathname)
  // As a transition, React builds the page in slices of a few milliseconds and lets the browser
  // breathe between them: on a slow phone one ~200 ms task froze the page while it started
  // (Lighthouse's total blocking time on /shop: 170-240 ms before, 0-160 ms after; docs/BENCHMARKS.md).
  // Meanwhile the prerendered header and footer answer clicks as the plain links they are.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}
