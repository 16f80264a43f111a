import { describe, expect, it } from 'vitest'
import { serverIntl } from './intl'

const amounts = [0, -0, 1, 5, 9.99, 12.9, 15, 1.005, 2.675, 0.5, 1.5, 2.5, -2.5, 999.995, 1000, 1234.5, -1234.5, 12345.678, 1000000, 98765432.1, 0.004, -0.004]

describe('the server render’s Intl', () => {
  it('formats euros as the browser does, with and without cents', () => {
    const formats: Intl.NumberFormatOptions[] = [
      { style: 'currency', currency: 'EUR' },
      { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
    ]
    for (const options of formats) {
      const ours = new serverIntl.NumberFormat('fr-FR', options)
      const browsers = new Intl.NumberFormat('fr-FR', options)
      for (const amount of amounts) expect(ours.format(amount), `${amount} ${JSON.stringify(options)}`).toBe(browsers.format(amount))
    }
  })

  it('formats short US dates as the browser does', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }
    const ours = new serverIntl.DateTimeFormat('en-US', options)
    const browsers = new Intl.DateTimeFormat('en-US', options)
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2024, month, month * 2 + 1, 23, 59))
      expect(ours.format(date)).toBe(browsers.format(date))
    }
  })

  it('formats long French dates as the browser does', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
    const ours = new serverIntl.DateTimeFormat('fr-FR', options)
    const browsers = new Intl.DateTimeFormat('fr-FR', options)
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, month * 2 + 1, 23, 59))
      expect(ours.format(date)).toBe(browsers.format(date))
    }
  })

  it('counts as the browser does in English and French', () => {
    for (const locale of ['en', 'fr']) {
      const ours = new serverIntl.PluralRules(locale)
      const browsers = new Intl.PluralRules(locale)
      for (const count of [0, 1, 2, 3, 10, 21, 100]) expect(ours.select(count), `${locale} ${count}`).toBe(browsers.select(count))
    }
  })

  it('refuses any other format, so the page is left to the app rather than rendered wrong', () => {
    expect(() => new serverIntl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).toThrow()
    expect(() => new serverIntl.DateTimeFormat('en-GB', { month: 'short' })).toThrow()
    expect(() => new serverIntl.PluralRules('de')).toThrow()
  })
})
