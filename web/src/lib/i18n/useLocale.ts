import { useLocation } from 'react-router'
import { inLocale, localeOf, type Locale } from './locale'

/** The language of the page shown, from its address. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname)
}

/** Turns a page's path ("/shop") into its address in the page's language ("/fr/shop" on the French site). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  return (path) => inLocale(path, locale)
}

/** The words of the page's language from a dictionary with both (messages.ts files). */
export function useMessages<M>(messages: Messages<M>): M {
  return messages[useLocale()]
}

/**
 * A dictionary in both languages: the French must say everything the English
 * says, with the same parameters (a function for words that take some).
 */
export type Messages<M> = { en: M; fr: M }
