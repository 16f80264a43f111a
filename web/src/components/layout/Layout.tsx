import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../ErrorBoundary'
import { PageSpinner } from '../Spinner'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLDivElement>(null)
  // A new page starts at its top; the first one stays where the reader is
  // (they may have scrolled the served page before the app started). The path
  // handled last is kept rather than a flag, so a second run of this effect
  // for the same path (React's StrictMode) changes nothing.
  const handledPath = useRef(pathname)
  useEffect(() => {
    if (pathname === handledPath.current) return
    handledPath.current = pathname
    window.scrollTo(0, 0)
    startReadingAt(main.current)
  }, [pathname])
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a lazy route arriving never moves it (no layout shift). */}
      <div id="main" className="min-h-svh flex-1 outline-none" tabIndex={-1} ref={main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}

/**
 * After a client navigation, a screen reader or a keyboard would otherwise stay on
 * the link just followed (in the header or footer) or fall back to the top of the
 * document: the new page is read, and tabbed through, from its main area. A page
 * that put the focus in itself (a form's first field) keeps it.
 */
function startReadingAt(main: HTMLElement | null) {
  if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true })
}
