import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { Layout } from '../components/layout/Layout'

/**
 * The public layout (header, an empty main, footer) as HTML, rendered at build
 * time into index.html (scripts/prerender-shell.mjs): the first paint comes
 * with the HTML and the stylesheet instead of waiting for the app's code, and
 * a visitor without JavaScript still gets the site's navigation. React
 * replaces it with the same markup when it starts. The path matches no menu
 * entry, so no link is highlighted before the app knows where it is.
 */
export function renderShell(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/_shell">
      <Layout />
    </Router>,
  )
}
