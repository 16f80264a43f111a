import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../ErrorBoundary'
import { PageSpinner } from '../Spinner'
import { Footer } from './Footer'
import { Header } from './Header'

export function Layout() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
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
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}
