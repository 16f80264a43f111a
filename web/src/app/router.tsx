import { Suspense } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Route, Switch } from 'wouter'
import { Layout } from '../components/layout/Layout'
import { PageSpinner } from '../components/Spinner'
import { frenchSite, withoutLocale } from '../lib/i18n/locale'
import { lazyPage, type LazyPage } from '../lib/lazyPage'

// One lazily loaded module per screen keeps the first load small. wouter rather than React
// Router: the same links, parameters and history in ~3 KB gzip instead of ~13 KB on every first
// visit; no screen needs loaders or actions.
// The paths (with the spec's spellings 'payement' and 'chechout') are part of the product.

// The staff back office: its own layout and chunks, never in the public pages' bundles, nor in
// the server's render (src/server.tsx), which serves it with no content.
const Staff = lazyPage(() => (import.meta.env.SSR ? import('./routes/not-found') : import('./routes/staff')))

/** The public pages, inside the site's layout; the last one answers every other address. */
const publicPages: { path: string; page: LazyPage }[] = [
  { path: '/', page: lazyPage(() => import('./routes/home')) },
  { path: '/about', page: lazyPage(() => import('./routes/about')) },
  { path: '/projects', page: lazyPage(() => import('./routes/projects')) },
  { path: '/blog', page: lazyPage(() => import('./routes/blog-list')) },
  { path: '/blog/:slug', page: lazyPage(() => import('./routes/blog-article')) },
  { path: '/shop', page: lazyPage(() => import('./routes/shop')) },
  { path: '/product/:slug', page: lazyPage(() => import('./routes/product')) },
  { path: '/cart', page: lazyPage(() => import('./routes/cart')) },
  { path: '/checkout', page: lazyPage(() => import('./routes/checkout')) },
  { path: '/payment/:slug', page: lazyPage(() => import('./routes/payment')) },
  { path: '/payement/success', page: lazyPage(() => import('./routes/payment-success')) },
  { path: '/donation', page: lazyPage(() => import('./routes/donation')) },
  { path: '/campaigns/:slug', page: lazyPage(() => import('./routes/campaign')) },
  { path: '/don/paypal-chechout/:amount', page: lazyPage(() => import('./routes/paypal-once')) },
  { path: '/don/abonnement/paypal-chechout/:productId', page: lazyPage(() => import('./routes/paypal-subscription')) },
  { path: '/don/cheque-sended', page: lazyPage(() => import('./routes/cheque-sent')) },
  { path: '/contact', page: lazyPage(() => import('./routes/contact')) },
  // The donor space: sign-in by emailed code, the donor's gifts and data.
  { path: '/donor', page: lazyPage(() => import('./routes/donor')) },
  { path: '*', page: lazyPage(() => import('./routes/not-found')) },
]

/** Every address under /staff, /staff itself included. */
const staffPath = '/staff/*?'

export function AppRoutes() {
  const site = (
    <Layout>
      <Switch>
        {publicPages.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
      </Switch>
    </Layout>
  )
  return (
    <Switch>
      <Route path={staffPath}>
        <Suspense fallback={<PageSpinner />}>
          <Staff />
        </Suspense>
      </Route>
      {/* The French site is the same pages under /fr/ (lib/i18n): a nested router, so each page's
          paths and links are its own ("/blog") and keep the prefix. */}
      <Route path={frenchSite} nest>
        {site}
      </Route>
      <Route>{site}</Route>
    </Switch>
  )
}

/** Loads every public page's code: the server's render (src/server.tsx) renders any page at once. */
export async function preloadPublicPages(): Promise<void> {
  await Promise.all(publicPages.map(({ page }) => page.preload()))
}

/**
 * Loads the code of the page at pathname before the app first renders it (lib/lazyPage.ts).
 * A chunk that fails to load is left to the page's own lazy loading, which shows the error.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const routes = [{ path: staffPath, page: Staff }, ...publicPages]
  const page = routes.find(({ path }) => matchRoute(parse, path, withoutLocale(pathname))[0])?.page
  await page?.preload().catch(() => undefined)
}
