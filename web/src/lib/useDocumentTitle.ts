import { useEffect } from 'react'
import { inLocale, localeOf, withoutLocale } from './i18n/locale'
import { useLocale } from './i18n/useLocale'
import { missingDocument, pages, sharePicture, siteWords, type PageModule } from './pages.gen'
import { useScreen } from './screenChange'

// The head's site-wide words are the server's own (lib/pages.gen.ts, written from internal/pages).
export { previewTextLength, previewThumb } from './pages.gen'
const siteName = siteWords.en.name
export const defaultDescription = siteWords.en.description

/** The title of page (its module) in the language of the page shown: the server's page table's. */
export function usePageTitle(page: PageModule): string {
  return pages[page][useLocale()]
}

/** The title of a document's page (an article, a product…) when there is no such document. */
export function useMissingTitle(): string {
  return missingDocument[useLocale()]
}

/** The page the server sent: its head is right until the visitor moves inside the app. */
const servedPath = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search
let moved = false

/** What a screen says of itself in the document's head, beside its title. */
export type HeadFacts = {
  /** Plain text; the site's default when the screen has none. */
  description?: string
  /** A picture's address on this site ("/api/files/…"); the site's own when the screen has none. */
  image?: string
}

/**
 * Sets the tab title to "{title} | Amara Diallo Foundation" and keeps the
 * rest of the head in step with the screen once the visitor has moved
 * inside the app (the served page's head is the server's): the canonical
 * address (what a phone's Share button sends), Open Graph and Twitter's
 * title, description and picture. The component calling it is a screen: one
 * shown after the first moves the focus to itself and is announced (lib/screenChange.ts).
 */
export function useDocumentTitle(title: string | undefined, { description, image }: HeadFacts = {}): void {
  useScreen(title ?? siteName)
  useEffect(() => {
    const { origin, pathname, search } = window.location
    const words = siteWords[localeOf(pathname)]
    const full = title ? `${title} | ${words.name}` : words.name
    document.title = full
    moved ||= pathname + search !== servedPath
    if (!moved) return
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    if (canonical) {
      // As the server: only the blog list's ?page= makes another address.
      const page = new URLSearchParams(search).get('page')
      const path = withoutLocale(pathname)
      const query = path === '/blog' && page && page !== '1' ? `?page=${page}` : ''
      canonical.href = origin + inLocale(path, localeOf(pathname)) + query
      setMeta('property', 'og:url', canonical.href)
      for (const [lang, locale] of [['en', 'en'], ['fr', 'fr'], ['x-default', 'en']] as const) {
        document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`)?.setAttribute('href', origin + inLocale(path, locale) + query)
      }
    }
    const text = description || words.description
    const picture = new URL(image || sharePicture, origin).href
    for (const [attribute, name, value] of [
      ['property', 'og:title', full],
      ['name', 'twitter:title', full],
      ['name', 'description', text],
      ['property', 'og:description', text],
      ['name', 'twitter:description', text],
      ['property', 'og:image', picture],
      ['name', 'twitter:image', picture],
    ] as const) {
      setMeta(attribute, name, value)
    }
    // The served page's picture's own details would describe another picture.
    for (const name of ['og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image:alt']) {
      document.head.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.remove()
    }
  }, [title, description, image])
}

/** Updates the content of a meta tag the server wrote; a page it wrote none for gets none. */
function setMeta(attribute: 'name' | 'property', name: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`)?.setAttribute('content', content)
}
