import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../ErrorBoundary'
import { servedScreen } from '../../lib/servedScreen'
import { PageSpinner } from '../Spinner'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout() {
  const { pathname } = useLocation()
  // A new page starts at its top; the first one stays where the reader is
  // (they may have scrolled the served page before the app started).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname !== firstPath.current) window.scrollTo(0, 0)
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
      <div id="main" className="min-h-svh flex-1">
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
 * While a route's code loads: the page as the server rendered it, on the page
 * it was rendered for (the same markup the route is about to show), else a spinner.
 */
function RouteLoading({ path }: { path: string }) {
  const served = servedScreen(path)
  // Safe: the server's own rendering of this page, read from the page itself (lib/servedScreen.ts).
  return served ? <div className="contents" dangerouslySetInnerHTML={{ __html: served }} /> : <PageSpinner />
}
