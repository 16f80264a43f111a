import type { Me } from '../../../../lib/contract.gen'
import { imageRules } from '../../../../lib/signedInRules.gen'
import { contentMessages } from './messages'

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
export function parsePrice(text: string, language: Me['language'] = 'en'): PriceCheck {
  const words = contentMessages[language].product.price_
  const clean = text.trim().replace(/\s/g, '').replace(',', '.')
  if (clean === '') return { ok: false, error: words.empty }
  if (clean.startsWith('-')) return { ok: false, error: words.negative }
  if (/^\d+\.\d{3,}$/.test(clean)) return { ok: false, error: words.decimals }
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { ok: false, error: words.invalid }
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
export const imageTypes: readonly string[] = imageRules.types

/** Why a file cannot be an image of a record, or null when it can; in the staff member's language. */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>, language: Me['language'] = 'en'): string | null {
  const words = contentMessages[language].image
  if (!imageTypes.includes(file.type)) return words.notImage(file.name)
  if (file.size > imageRules.maxBytes) return words.tooLarge(file.name)
  return null
}

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The Paris wall-clock time of an instant, as a datetime-local input's value ("2026-03-05T14:30"). */
function parisWallClock(instant: Date): string {
  const part = Object.fromEntries(parisParts.formatToParts(instant).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** A PocketBase date ("2026-03-05 13:30:00.000Z") as a datetime-local input's value in Paris time ("2026-03-05T14:30"); '' when none. */
export function parisInput(stored: string): string {
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(stored)) return ''
  const instant = new Date(stored.replace(' ', 'T'))
  return Number.isNaN(instant.getTime()) ? '' : parisWallClock(instant)
}

/**
 * The PocketBase date to store for a Paris-time datetime-local value: the stored one when the
 * minute is unchanged (its seconds keep same-minute articles in order), '' when cleared, else that
 * Paris time in UTC. A time the clocks skip in spring is read an hour later, as a clock would.
 */
export function storedParis(input: string, stored: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input)
  if (!match) return ''
  if (input === parisInput(stored)) return stored
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const asUTC = Date.UTC(year, month - 1, day, hour, minute)
  // Paris is UTC+1 or UTC+2: the offset at the first guess, then at the instant it gives (a change of time between them).
  const offset = (at: number) => Date.parse(`${parisWallClock(new Date(at))}:00Z`) - at
  let instant = asUTC - offset(asUTC)
  instant = asUTC - offset(instant)
  return new Date(instant).toISOString().replace('T', ' ')
}
