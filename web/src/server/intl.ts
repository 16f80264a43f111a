/**
 * The few Intl formats the public pages use, for the server's render: the embedded JavaScript
 * engine (internal/render) has no Intl. Each gives exactly what a browser's Intl gives for the
 * same options (intl.test.ts compares them with Node's), so the app's first render in the browser
 * matches the served markup; any other format throws, and the server then serves the page for the
 * app to render itself.
 */

/** U+202F, which fr-FR puts between thousands, and U+00A0, before the currency sign. */
const thinSpace = '\u202f'
const noBreakSpace = '\u00a0'

type NumberOptions = { style?: string; currency?: string; minimumFractionDigits?: number; maximumFractionDigits?: number }

class EuroFormat {
  private readonly digits: number
  constructor(locale: string, options: NumberOptions = {}) {
    if (locale !== 'fr-FR' || options.style !== 'currency' || options.currency !== 'EUR') {
      throw new Error(`server render: no number format for ${locale} ${JSON.stringify(options)}`)
    }
    this.digits = options.maximumFractionDigits ?? 2
    if ((options.minimumFractionDigits ?? this.digits) !== this.digits) throw new Error('server render: fraction digits must be fixed')
  }

  format(amount: number): string {
    const [whole = '0', fraction] = roundHalfUp(Math.abs(amount), this.digits).split('.')
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thinSpace)
    // Intl keeps the sign of -0 and of what rounds to it ("-0,00 €").
    const negative = amount < 0 || Object.is(amount, -0)
    return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}${noBreakSpace}€`
  }
}

/**
 * value with `digits` decimals, rounded as Intl does: half away from zero, on the number's
 * shortest decimal form (1.005 is "1.01", where toFixed gives "1.00").
 */
function roundHalfUp(value: number, digits: number): string {
  const shortest = String(value)
  if (shortest.includes('e')) return value.toFixed(digits)
  const [whole, fraction = ''] = shortest.split('.')
  const units = Number(whole + (fraction + '0'.repeat(digits)).slice(0, digits)) + (Number(fraction[digits] ?? '0') >= 5 ? 1 : 0)
  const text = String(units).padStart(digits + 1, '0')
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const frenchMonths = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

type DateOptions = { month?: string; day?: string; year?: string; timeZone?: string }

/** en-US "Mar 05, 2024" and fr-FR "5 mars 2024", in UTC (src/lib/dates.ts). */
class ShortDateFormat {
  private readonly french: boolean
  constructor(locale: string, options: DateOptions = {}) {
    const { month, day, year, timeZone } = options
    const english = locale === 'en-US' && month === 'short' && day === '2-digit'
    this.french = locale === 'fr-FR' && month === 'long' && day === 'numeric'
    if (!(english || this.french) || year !== 'numeric' || timeZone !== 'UTC') {
      throw new Error(`server render: no date format for ${locale} ${JSON.stringify(options)}`)
    }
  }

  format(date: Date): string {
    if (this.french) return `${date.getUTCDate()} ${frenchMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    return `${months[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`
  }
}

/** The cardinal rules of English and French for whole counts (src/lib/i18n/plural.ts): French says "0 don", "1 don". */
class CountRules {
  private readonly french: boolean
  constructor(locale: string) {
    if (locale !== 'en' && locale !== 'fr') throw new Error(`server render: no plural rules for ${locale}`)
    this.french = locale === 'fr'
  }

  select(count: number): 'one' | 'other' {
    return (this.french ? Math.abs(count) < 2 : count === 1) ? 'one' : 'other'
  }
}

/** Names no region: the phone field, the one user, is never in a served page and falls back to codes. */
class NoDisplayNames {
  of(): undefined {
    return undefined
  }
}

export const serverIntl = { NumberFormat: EuroFormat, DateTimeFormat: ShortDateFormat, DisplayNames: NoDisplayNames, PluralRules: CountRules }
