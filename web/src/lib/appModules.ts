/**
 * A page the server rendered lists the app's modules in the page,
 * `<script type="application/json" id="app-modules">["/assets/….js", …]</script>`, instead of
 * preloading them in its head (internal/pages/head.go, appModulesID): preloaded there, they held
 * that page's paint back. main.tsx preloads them here once it is painted, all at once, so the
 * route's code does not wait for the app's to ask for it. A list that does not read is skipped:
 * the app still loads its modules as it imports them.
 */
export function preloadAppModules() {
  for (const href of listedModules()) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

function listedModules(): string[] {
  const text = document.getElementById('app-modules')?.textContent
  if (!text) return []
  try {
    const list: unknown = JSON.parse(text)
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/')) : []
  } catch {
    return []
  }
}

/** Whether the server rendered the page (src/server.tsx), and so lists the app's modules. */
export function servedRendered(): boolean {
  return document.getElementById('app-modules') !== null
}
