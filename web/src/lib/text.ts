/**
 * Turns stored HTML into plain text (tags removed, entities decoded, spaces folded). The server's
 * render (src/server.tsx) has no DOM: it gets "", as the only text made from HTML goes in the
 * page's head, which the app sets in an effect and the server writes itself (internal/pages).
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Cuts text to at most `limit` characters at the last space before the limit
 * and adds an ellipsis; text that fits is returned as it is.
 */
export function cutText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const slice = clean.slice(0, limit)
  const lastSpace = slice.lastIndexOf(' ')
  const cut = lastSpace > 0 ? slice.slice(0, lastSpace) : slice
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}...`
}

/** The spec's previews: HTML stripped to text, then cut. */
export function excerpt(html: string, limit: number): string {
  return cutText(htmlToText(html), limit)
}
