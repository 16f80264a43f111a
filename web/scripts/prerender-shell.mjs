// Writes the public layout's HTML (src/app/shell.tsx) into the built
// dist/index.html, between markers the Go server knows: the pages it sends
// without rendering them (the cart, the donor space…) arrive with it, and the
// staff pages, which have their own layout, without. Run by `npm run build`.
import { readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'vite'

const index = new URL('../dist/index.html', import.meta.url)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const { renderShell } = await vite.ssrLoadModule('/src/app/shell.tsx')
  const html = await readFile(index, 'utf8')
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error(`dist/index.html has no ${root}`)
  await writeFile(index, html.replace(root, `<div id="root"><!--app-shell-->${renderShell()}<!--/app-shell--></div>`))
} finally {
  await vite.close()
}
