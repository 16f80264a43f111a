import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { keepServedScreen } from './lib/servedScreen'

/** Starts the app in #root, replacing the prerendered layout (src/app/shell.tsx) with the same markup, live. */
export function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  keepServedScreen()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
