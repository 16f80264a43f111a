import { Link } from 'wouter'
import { plural } from '../../lib/i18n/plural'
import { useLocale } from '../../lib/i18n/useLocale'
import { cartMessages } from './messages'
import { useCart } from './store'

/** The shop's cart button: a bag icon with the number of distinct lines, linking to /cart. */
export function CartLink() {
  const { items } = useCart()
  const count = items.length
  const locale = useLocale()
  return (
    <Link
      to="/cart"
      aria-label={plural(locale, count, cartMessages[locale].cartLink)}
      className="relative inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200 transition hover:bg-brand-50 hover:text-brand-900"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M5 8h14l-1.2 11.1A2 2 0 0 1 15.8 21H8.2a2 2 0 0 1-2-1.9Z" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" />
      </svg>
      <span
        aria-hidden="true"
        className={`absolute -right-1 -top-1 flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-extrabold ${
          count > 0 ? 'bg-accent-400 text-brand-900' : 'bg-slate-200 text-slate-600'
        }`}
      >
        {count}
      </span>
    </Link>
  )
}
