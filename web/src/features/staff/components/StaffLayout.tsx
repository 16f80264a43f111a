import { Suspense, type FocusEvent } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../../../components/ErrorBoundary'
import { PageSpinner } from '../../../components/Spinner'
import type { Me, Role } from '../api/types'
import { may } from '../hooks/useStaffSession'

/** The staff menu: each entry shows only for the roles whose work it is (the server checks again). */
export const sections: { to: string; label: string; roles: Role[] }[] = [
  { to: '/staff', label: 'Home', roles: ['editor', 'shop', 'treasurer'] },
  { to: '/staff/orders', label: 'Orders', roles: ['shop'] },
  { to: '/staff/stock', label: 'Stock', roles: ['shop'] },
  { to: '/staff/donations', label: 'Donations', roles: ['treasurer'] },
  { to: '/staff/donors', label: 'Donors', roles: ['treasurer'] },
  { to: '/staff/receipts', label: 'Tax receipts', roles: ['treasurer'] },
  { to: '/staff/reconcile', label: 'Provider check', roles: ['treasurer'] },
  { to: '/staff/messages', label: 'Messages', roles: ['shop', 'treasurer'] },
  { to: '/staff/exports', label: 'Exports', roles: ['shop', 'treasurer'] },
  { to: '/staff/articles', label: 'Articles', roles: ['editor'] },
  { to: '/staff/products', label: 'Products', roles: ['editor'] },
  { to: '/staff/settings', label: 'Settings', roles: ['admin'] },
  { to: '/staff/audit', label: 'Audit log', roles: ['admin'] },
  { to: '/staff/mails', label: 'Mails', roles: ['admin'] },
  { to: '/staff/accounts', label: 'Accounts', roles: ['admin'] },
]

const link = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
  }`

/** On a phone the menu scrolls sideways: a link reached with Tab comes whole into view, not cut at the edge. */
const showWhole = (event: FocusEvent<HTMLElement>) => event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })

export function StaffLayout({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const { pathname } = useLocation()
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <div>
            <p className="text-xs font-bold uppercase tracking-wider text-brand-700">Foundation staff</p>
            <p className="truncate text-sm font-semibold text-slate-900" title={me.email}>
              {me.name || me.email}
            </p>
            <p className="text-xs text-slate-500">{me.roles.join(', ')}</p>
          </div>
          <button type="button" onClick={onSignOut} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:mt-3">
            Sign out
          </button>
        </div>
        <nav aria-label="Staff" className="overflow-x-auto border-t border-slate-100 px-2 py-2 lg:border-0 lg:px-3">
          <ul className="flex gap-1 lg:flex-col">
            {sections
              .filter((s) => may(me, ...s.roles))
              .map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} end={s.to === '/staff'} className={link} onFocus={showWhole}>
                    {s.label}
                  </NavLink>
                </li>
              ))}
            <li>
              <a href="/" onFocus={showWhole} className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-500 hover:bg-slate-200">
                Public site ↗
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="min-w-0 flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  )
}
