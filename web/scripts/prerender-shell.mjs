// Writes the public layout's HTML (src/app/shell.tsx) into the built
// dist/index.html, between markers the Go server knows (it leaves the shell
// out of the staff pages, which have their own layout), and the static
// pages' first screens (src/app/firstScreens.tsx) into
// dist/.vite/first-screens.json, which the server puts in that layout.
// Run by `npm run build`.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'vite'

const index = new URL('../dist/index.html', import.meta.url)
const firstScreens = new URL('../dist/.vite/first-screens.json', import.meta.url)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const { renderShell } = await vite.ssrLoadModule('/src/app/shell.tsx')
  const html = await readFile(index, 'utf8')
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error(`dist/index.html has no ${root}`)
  await writeFile(index, html.replace(root, `<div id="root"><!--app-shell-->${renderShell()}<!--/app-shell--></div>`))

  const { renderFirstScreens } = await vite.ssrLoadModule('/src/app/firstScreens.tsx')
  await mkdir(new URL('.', firstScreens), { recursive: true })
  await writeFile(firstScreens, JSON.stringify(renderFirstScreens()))
} finally {
  await vite.close()
}
