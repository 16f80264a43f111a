/**
 * The main content the server put in the page (an article, rendered with the
 * app's own markup by internal/site/firstscreen.go), read once before React
 * replaces the page. While the route's code is still on its way, the layout
 * shows this copy instead of a spinner, so the reader never sees the article
 * go and come back.
 */
type Served = { path: string; html: string }

let served: Served | null = null

/** Reads the served main content, if the page has one; call before React renders. */
export function keepServedScreen(): void {
  const main = document.getElementById('main')
  if (main?.firstElementChild?.tagName === 'MAIN') served = { path: window.location.pathname, html: main.innerHTML }
}

/** The served main content's HTML when `path` is the page the server rendered it for; "" otherwise. */
export function servedScreen(path: string): string {
  return served !== null && served.path === path ? served.html : ''
}

/** For tests: forget it. */
export function forgetServedScreen(): void {
  served = null
}
