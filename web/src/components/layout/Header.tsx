import { Link } from 'wouter'
import { useLocale } from '../../lib/i18n/useLocale'
import { NavLink } from '../NavLink'
import { LanguageSwitch } from './LanguageSwitch'
import { Logo } from './Logo'
import { layoutMessages } from './messages'

const links: { to: string; label: keyof (typeof layoutMessages)['en']['nav']; hiddenOnPhones?: boolean }[] = [
  { to: '/', label: 'home', hiddenOnPhones: true },
  { to: '/projects', label: 'projects' },
  { to: '/blog', label: 'blog' },
  { to: '/shop', label: 'shop' },
  { to: '/contact', label: 'contact' },
]

export function Header() {
  const locale = useLocale()
  const words = layoutMessages[locale]
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        {/* Every link is at least 44 px tall: a finger's touch target (WCAG 2.5.5). */}
        {/* The link's name starts with the words it shows (WCAG label in name). */}
        <Link to="/">
          <Logo />
          <span className="sr-only">{words.homeLink}</span>
        </Link>
        <nav aria-label={words.menu} className="order-3 w-full md:order-2 md:w-auto">
          <ul className="flex items-center justify-between gap-1 md:justify-start md:gap-2">
            {links.map((link) => (
              <li key={link.to} className={link.hiddenOnPhones ? 'hidden md:block' : undefined}>
                {/* `end` makes the highlight an exact path match, as the spec asks. */}
                <NavLink
                  to={link.to}
                  end
                  className={(isActive) =>
                    `flex min-h-11 items-center rounded-full px-3 text-sm font-semibold transition-colors ${
                      isActive ? 'bg-brand-100 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  {words.nav[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 flex items-center gap-1 md:order-3">
          <LanguageSwitch />
          <Link
            to="/donation"
            className="inline-flex min-h-11 items-center rounded-full bg-accent-400 px-5 text-sm font-extrabold uppercase tracking-wide text-brand-900 shadow-sm transition hover:bg-accent-500"
          >
            {words.donate}
          </Link>
        </div>
      </div>
    </header>
  )
}
