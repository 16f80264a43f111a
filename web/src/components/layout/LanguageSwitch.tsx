import { Link, useLocation } from 'react-router'
import { inLocale, localeOf, otherLocale, withoutLocale } from '../../lib/i18n/locale'
import { layoutMessages } from './messages'

/** A link to the page shown, in the other language: same page, same query. */
export function LanguageSwitch() {
  const { pathname, search } = useLocation()
  const locale = localeOf(pathname)
  const other = otherLocale(locale)
  const words = layoutMessages[locale]
  return (
    <Link
      to={inLocale(withoutLocale(pathname), other) + search}
      hrefLang={other}
      lang={other}
      aria-label={words.switchLabel}
      className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-slate-600 underline-offset-2 hover:bg-slate-100 hover:text-slate-900 hover:underline"
    >
      {words.switchTo}
    </Link>
  )
}
