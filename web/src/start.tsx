import { StrictMode } from 'react'
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
