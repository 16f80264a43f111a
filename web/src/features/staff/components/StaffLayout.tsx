import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useLocation } from 'wouter'
import { NavLink } from '../../../components/NavLink'
import { ErrorBoundary } from '../../../components/ErrorBoundary'
import { PageSpinner } from '../../../components/Spinner'
import type { Me, Role } from '../../../lib/contract.gen'
import { may } from '../hooks/useStaffSession'
import { useStaffWords } from '../language'
import { LanguageChoice } from './LanguageChoice'
import { staffLayoutMessages, type Section } from './layoutMessages'
import { Button } from '../../../components/Button'

/** The staff menu: each entry shows only for the roles whose work it is (the server checks again). */
export const sections: { to: string; section: Section; roles: Role[] }[] = [
  { to: '/staff', section: 'home', roles: ['editor', 'shop', 'treasurer'] },
  { to: '/staff/orders', section: 'orders', roles: ['shop'] },
  { to: '/staff/stock', section: 'stock', roles: ['shop'] },
  { to: '/staff/donations', section: 'donations', roles: ['treasurer'] },
  { to: '/staff/donors', section: 'donors', roles: ['treasurer'] },
  { to: '/staff/campaigns', section: 'campaigns', roles: ['editor', 'treasurer'] },
  { to: '/staff/receipts', section: 'receipts', roles: ['treasurer'] },
  { to: '/staff/reconcile', section: 'reconcile', roles: ['treasurer'] },
  { to: '/staff/messages', section: 'messages', roles: ['shop', 'treasurer'] },
  { to: '/staff/exports', section: 'exports', roles: ['shop', 'treasurer'] },
  { to: '/staff/articles', section: 'articles', roles: ['editor'] },
  { to: '/staff/products', section: 'products', roles: ['editor'] },
  { to: '/staff/settings', section: 'settings', roles: ['admin'] },
  { to: '/staff/audit', section: 'audit', roles: ['admin'] },
  { to: '/staff/mails', section: 'mails', roles: ['admin'] },
  { to: '/staff/accounts', section: 'accounts', roles: ['admin'] },
]

const link = (isActive: boolean) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
  }`

/**
 * On a phone or a tablet the menu hides behind a "Menu" button (a disclosure): open, it lists the
 * screens under the header; it closes on Escape, wherever the focus is (back on the button when it
 * was in the header), and on going to another screen (whose heading takes the focus). From `lg` up
 * it is the sidebar, always shown.
 */
function useMenu(pathname: string, header: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  // Open on the screen where it was opened: going to another screen closes it, with no state to reset.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      if (header.current?.contains(document.activeElement)) button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, header, button])
  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  }
}

export function StaffLayout({ me, onSignOut, children }: { me: Me; onSignOut: () => void; children: ReactNode }) {
  const [pathname] = useLocation()
  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const menu = useMenu(pathname, header, menuButton)
  const words = useStaffWords(staffLayoutMessages)
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {words.skip}
      </a>
      <header ref={header} className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-b-0 lg:border-r">
        <div className="flex items-center gap-2 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold uppercase tracking-wider text-brand-700">{words.staff}</p>
            <p className="truncate text-sm font-semibold text-slate-900" title={me.email}>
              {me.name || me.email}
            </p>
            <p className="text-xs text-slate-500">{me.roles.map((role) => words.roles[role]).join(', ')}</p>
          </div>
          <Button type="button" onClick={onSignOut} variant="secondary" size="sm" className="shrink-0 lg:mt-3">
            {words.signOut}
          </Button>
          {/* Last in the row: the links it opens come next, with the next Tab. */}
          <Button
            ref={menuButton}
            type="button"
            aria-expanded={menu.open}
            aria-controls="staff-menu"
            onClick={menu.toggle}
            size="sm" className="gap-1.5 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              {menu.open ? <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" /> : <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />}
            </svg>
            {words.menu}
          </Button>
        </div>
        <nav id="staff-menu" aria-label={words.menuLabel} className={`border-t border-slate-100 px-2 py-2 lg:block lg:border-0 lg:px-3 ${menu.open ? '' : 'hidden'}`}>
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col">
            {sections
              .filter((s) => may(me, ...s.roles))
              .map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} end={s.to === '/staff'} className={link} onClick={menu.close}>
                    {words.sections[s.section]}
                  </NavLink>
                </li>
              ))}
            <li>
              <a href="/" className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-500 hover:bg-slate-200">
                {words.publicSite}
              </a>
            </li>
            <li>
              <LanguageChoice />
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="min-w-0 flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            {children}
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  )
}
