import { Suspense } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Route, Switch } from 'wouter'
import { Layout } from '../components/layout/Layout'
import { PageSpinner } from '../components/Spinner'
import { frenchSite, withoutLocale } from '../lib/i18n/locale'
import { lazyPage, type PageLoader } from '../lib/lazyPage'
import { pages, type PageModule } from '../lib/pages.gen'

// One lazily loaded module per screen keeps the first load small. wouter rather than React
// Router: the same links, parameters and history in ~3 KB gzip instead of ~13 KB on every first
// visit; no screen needs loaders or actions.
// The paths (with the spec's spellings 'payement' and 'chechout') are part of the product: the
// server's page table (internal/pages/routes.go) holds them, and the titles, for both sides.

/**
 * Each page's code, a module of its own (Vite needs each import() written out). The pages, their
 * paths and order are the server's page table (lib/pages.gen.ts, from internal/pages/routes.go):
 * a page added there and missing here, or left here once gone there, does not compile.
 */
const loaders: Record<PageModule, PageLoader> = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  projects: () => import('./routes/projects'),
  'blog-list': () => import('./routes/blog-list'),
  'blog-article': () => import('./routes/blog-article'),
  shop: () => import('./routes/shop'),
  product: () => import('./routes/product'),
  cart: () => import('./routes/cart'),
  checkout: () => import('./routes/checkout'),
  payment: () => import('./routes/payment'),
  'payment-success': () => import('./routes/payment-success'),
  donation: () => import('./routes/donation'),
  campaign: () => import('./routes/campaign'),
  'paypal-once': () => import('./routes/paypal-once'),
  'paypal-subscription': () => import('./routes/paypal-subscription'),
  'cheque-sent': () => import('./routes/cheque-sent'),
  contact: () => import('./routes/contact'),
  // The donor space: sign-in by emailed code, the donor's gifts and data.
  donor: () => import('./routes/donor'),
  // The staff back office: its own layout and chunks, never in the public pages' bundles, nor in
  // the server's render (src/server.tsx), which serves it with no content.
  staff: () => (import.meta.env.SSR ? import('./routes/not-found') : import('./routes/staff')),
  'not-found': () => import('./routes/not-found'),
}

/** The back office: every address under /staff, /staff itself included, in its own layout. */
const Staff = lazyPage(loaders.staff)
const staffPath = pages.staff.path

/** The public pages, inside the site's layout; the last one answers every other address. */
const publicPages = (Object.keys(pages) as PageModule[])
  .filter((module) => module !== 'staff')
  .map((module) => ({ path: pages[module].path, page: lazyPage(loaders[module]) }))

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
