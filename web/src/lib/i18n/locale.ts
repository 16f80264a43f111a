import type { Locale } from '../contract.gen'

/**
 * The site's two languages: the spec's English at its own paths, French under
 * /fr/ ("/fr/blog" is /blog in French). The server reads the same prefix
 * (internal/pages/routes.go: matchPage) for the page's language, title and
 * alternates.
 */
export type { Locale }

/** Where the French site starts. */
export const frenchSite = '/fr'

const frenchPrefix = /^\/fr(?=\/|$)/i

/** The language of the page at pathname. */
export function localeOf(pathname: string): Locale {
  return frenchPrefix.test(pathname) ? 'fr' : 'en'
}

/** pathname without its language: "/fr/blog" → "/blog", "/fr" → "/". */
export function withoutLocale(pathname: string): string {
  return pathname.replace(frenchPrefix, '') || '/'
}

/** The page at path ("/blog", "/" for the home; no prefix) in locale: "/fr/blog", "/fr/". */
export function inLocale(path: string, locale: Locale): string {
  return locale === 'fr' ? `/fr${path}` : path
}

/** The other language, the one the switch offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr'
}
