import { Link } from 'wouter'
import { useLocale } from '../../lib/i18n/useLocale'
import { layoutMessages } from './messages'

export function Footer() {
  const locale = useLocale()
  const words = layoutMessages[locale]
  return (
    <footer className="border-t border-slate-200 bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm sm:flex-row sm:justify-between">
        <p>{words.rights(new Date().getFullYear())}</p>
        {/* Donors who give again, or want a receipt, find their space here; it stays out of the main menu. */}
        <Link to="/donor" className="inline-block py-2 text-brand-100 underline-offset-2 hover:text-white hover:underline">
          {words.myGiving}
        </Link>
      </div>
    </footer>
  )
}
