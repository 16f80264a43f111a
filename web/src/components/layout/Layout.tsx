import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useLocale } from '../../lib/i18n/useLocale'
import { ErrorBoundary } from '../ErrorBoundary'
import { PageSpinner } from '../Spinner'
import { Footer } from './Footer'
import { Header } from './Header'
import { layoutMessages } from './messages'

/** The public pages' frame around the page at the current address (none in the prerendered shell). */
export function Layout({ children }: { children?: ReactNode }) {
  const [pathname] = useLocation()
  // A new page starts at its top; the first one stays where the reader is
  // (they may have scrolled the served page before the app started). The path
  // handled last is kept rather than a flag, so a second run of this effect
  // for the same path (React's StrictMode) changes nothing.
  const handledPath = useRef(pathname)
  useEffect(() => {
    if (pathname === handledPath.current) return
    handledPath.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  const locale = useLocale()
  // The served page's <html lang> is the server's; a move to the other language changes it.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {layoutMessages[locale].skip}
      </a>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a lazy route arriving never moves it (no layout shift). */}
      <div id="main" className="min-h-svh flex-1 outline-none" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          {/* Each address is a screen of its own (lib/screenChange.ts): an article's link to another article, too. */}
          <Suspense key={pathname} fallback={<PageSpinner />}>
            {children}
          </Suspense>
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}
