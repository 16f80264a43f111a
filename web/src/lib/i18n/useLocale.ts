import { useRouter } from 'wouter'
import { localeOf, type Locale } from './locale'

/**
 * The language of the page shown. The French site is the same pages in a router nested under /fr
 * (app/router.tsx): inside it the base is "/fr", and links and paths are the pages' own ("/blog").
 */
export function useLocale(): Locale {
  return localeOf(useRouter().base)
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
