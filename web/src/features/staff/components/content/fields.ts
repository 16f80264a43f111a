/** The content forms' rules as plain functions (see fields.test.ts): comfort checks; the server decides. */

/** "S, M ,, L" → ["S", "M", "L"]: comma-separated text to a list, blanks and repeats left out. */
export function parseList(text: string): string[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return [...new Set(items)]
}

/** ["S", "M"] → "S, M", for the text input. */
export function listText(items: readonly string[]): string {
  return items.join(', ')
}

export type PriceCheck = { ok: true; euros: number } | { ok: false; error: string }

/** A price typed in euros: digits with at most two decimals, a comma or a point ("12", "12.5", "12,50"). */
export function parsePrice(text: string): PriceCheck {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.')
  if (clean === '') return { ok: false, error: 'Enter a price.' }
  if (clean.startsWith('-')) return { ok: false, error: 'The price cannot be negative.' }
  if (/^\d+\.\d{3,}$/.test(clean)) return { ok: false, error: 'Use two decimals at most (cents).' }
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { ok: false, error: 'Enter a price in euros, such as 12.50.' }
  return { ok: true, euros: Number(clean) }
}

/** 12.5 → "12.50", for the price input. */
export function priceText(euros: number): string {
  return Number.isFinite(euros) ? euros.toFixed(2) : ''
}

const safeSchemes = new Set(['http:', 'https:', 'mailto:'])

/**
 * The address a body link may point to, or null: http(s) and mailto only, as
 * the server's sanitizer keeps them. A bare domain gets https://, a bare email
 * address mailto:.
 */
export function linkHref(input: string): string | null {
  const text = input.trim()
  if (text === '' || /\s/.test(text)) return null
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return null
    }
    if (!safeSchemes.has(url.protocol)) return null
    if (url.protocol === 'mailto:') return url.pathname.includes('@') ? text : null
    return url.hostname ? url.href : null
  }
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return `mailto:${text}`
  if (/^[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}(:\d+)?([/?#].*)?$/u.test(text)) return linkHref(`https://${text}`)
  return null
}

/** The image types the server takes. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif']
export const maxImageBytes = 5 * 1024 * 1024

/** Why a file cannot be an image of a record, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!imageTypes.includes(file.type)) return `${file.name} is not a PNG, JPEG, WebP, SVG or GIF image.`
  if (file.size > maxImageBytes) return `${file.name} is larger than 5 MB.`
  return null
}

/** A PocketBase date ("2026-03-05 10:00:00.000Z") as a date input's value ("2026-03-05"); '' when none. */
export function dateInput(stored: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(stored) ? stored.slice(0, 10) : ''
}

/**
 * The date to store for a date input's value: the stored one when the day is
 * unchanged (its time keeps same-day articles in order), else that day at
 * midnight UTC (the site shows dates in UTC); '' when cleared.
 */
export function storedDate(input: string, stored: string): string {
  if (input === '') return ''
  if (input === dateInput(stored)) return stored
  return `${input} 00:00:00.000Z`
}
