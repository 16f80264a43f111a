// Draws the site's link-preview picture (public/share.jpg, 1200x630, the Open
// Graph size, a JPEG: a fifth of the PNG's bytes) and its logo for search engines (public/logo.png, 512x512)
// from the favicon, in headless Chromium. Run it by hand when the brand
// changes: `node scripts/share-images.mjs` (in web/); the PNGs are committed.
import { readFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
const font = "font-family: 'DejaVu Sans', sans-serif"
const pictures = [
  {
    file: 'share.jpg', width: 1200, height: 630,
    html: `<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
      background:linear-gradient(135deg,#0c4a6e,#0369a1);color:#fff;${font}">
      <img src="${logo}" width="220" height="220" alt="">
      <div><p style="margin:0;font-size:76px;font-weight:800;line-height:1.05">Amara Diallo</p>
      <p style="margin:8px 0 0;font-size:38px;font-weight:700;letter-spacing:.2em;color:#fbbf24">FOUNDATION</p>
      <p style="margin:36px 0 0;font-size:30px;color:#e0f2fe">Sport, school and health for young athletes</p></div></body>`,
  },
  {
    file: 'logo.png', width: 512, height: 512,
    html: `<body style="margin:0;background:transparent"><img src="${logo}" width="512" height="512" alt=""></body>`,
  },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const p of pictures) {
  const page = await browser.newPage({ viewport: { width: p.width, height: p.height } })
  await page.setContent(p.html)
  const path = new URL(`../public/${p.file}`, import.meta.url).pathname
  await page.screenshot(p.file.endsWith('.jpg') ? { path, type: 'jpeg', quality: 85 } : { path, omitBackground: true })
  await page.close()
}
await browser.close()
