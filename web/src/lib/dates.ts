import type { Locale } from './i18n/locale'

const shortDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
}

/**
 * "Mar 05, 2024": the spec's US English date (short month, two-digit day, four-digit year);
 * on the French site "5 mars 2024", as a French foundation writes it.
 */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value.replace(' ', 'T')) : value
  if (Number.isNaN(date.getTime())) return ''
  return shortDates[locale].format(date)
}
