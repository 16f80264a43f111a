import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../ErrorBoundary'
import { servedScreen } from '../../lib/servedScreen'
import { PageSpinner } from '../Spinner'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLDivElement>(null)
  // A new page starts at its top; the first one stays where the reader is
  // (they may have scrolled the served page before the app started).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname !== firstPath.current) {
      window.scrollTo(0, 0)
      startReadingAt(main.current)
    }
    firstPath.current = ''
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
          <Suspense fallback={<RouteLoading path={pathname} />}>
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

/**
 * While a route's code loads: the page as the server rendered it, on the page
 * it was rendered for (the same markup the route is about to show), else a spinner.
 */
function RouteLoading({ path }: { path: string }) {
  const served = servedScreen(path)
  // Safe: the server's own rendering of this page, read from the page itself (lib/servedScreen.ts).
  return served ? <div className="contents" dangerouslySetInnerHTML={{ __html: served }} /> : <PageSpinner />
}
