import { Link, useLocation, useSearch } from 'wouter'
import { inLocale, otherLocale } from '../../lib/i18n/locale'
import { useLocale } from '../../lib/i18n/useLocale'
import { layoutMessages } from './messages'

/** A link to the page shown, in the other language: same page, same query. */
export function LanguageSwitch() {
  // The page's own path: "/blog" on /fr/blog too (the French site is a nested router).
  const [pathname] = useLocation()
  const search = useSearch()
  const locale = useLocale()
  const other = otherLocale(locale)
  const words = layoutMessages[locale]
  return (
    <Link
      // "~": an address from the site's root, outside the French site's prefix.
      to={`~${inLocale(pathname, other)}${search ? `?${search}` : ''}`}
      hrefLang={other}
      lang={other}
      aria-label={words.switchLabel}
      className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-slate-600 underline-offset-2 hover:bg-slate-100 hover:text-slate-900 hover:underline"
    >
      {words.switchTo}
    </Link>
  )
}
