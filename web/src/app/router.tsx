import { Suspense } from 'react'
import { matchRoutes, Route, Routes } from 'react-router'
import { Layout } from '../components/layout/Layout'
import { PageSpinner } from '../components/Spinner'
import { lazyPage, type LazyPage } from '../lib/lazyPage'

// One lazily loaded module per screen keeps the first load small. The
// declarative router is used on purpose: the data router costs ~15 KB gzip
// more on every first visit and no screen needs loaders or actions.
// The paths (with the spec's spellings 'payement' and 'chechout') are part of the product.
const Home = lazyPage(() => import('./routes/home'))
const About = lazyPage(() => import('./routes/about'))
const Projects = lazyPage(() => import('./routes/projects'))
const BlogList = lazyPage(() => import('./routes/blog-list'))
const BlogArticle = lazyPage(() => import('./routes/blog-article'))
const Shop = lazyPage(() => import('./routes/shop'))
const Product = lazyPage(() => import('./routes/product'))
const Cart = lazyPage(() => import('./routes/cart'))
const Checkout = lazyPage(() => import('./routes/checkout'))
const Payment = lazyPage(() => import('./routes/payment'))
const PaymentSuccess = lazyPage(() => import('./routes/payment-success'))
const Donation = lazyPage(() => import('./routes/donation'))
const PaypalOnce = lazyPage(() => import('./routes/paypal-once'))
const PaypalSubscription = lazyPage(() => import('./routes/paypal-subscription'))
const ChequeSent = lazyPage(() => import('./routes/cheque-sent'))
const Contact = lazyPage(() => import('./routes/contact'))
// The donor space: sign-in by emailed code, the donor's gifts and data.
const Donor = lazyPage(() => import('./routes/donor'))
const NotFound = lazyPage(() => import('./routes/not-found'))
// The staff back office: its own layout and chunks, never in the public pages' bundles.
const Staff = lazyPage(() => import('./routes/staff'))

/** The public pages, inside the site's layout. */
const publicPages: { path: string; page: LazyPage }[] = [
  { path: '/', page: Home },
  { path: 'about', page: About },
  { path: 'projects', page: Projects },
  { path: 'blog', page: BlogList },
  { path: 'blog/:slug', page: BlogArticle },
  { path: 'shop', page: Shop },
  { path: 'product/:slug', page: Product },
  { path: 'cart', page: Cart },
  { path: 'checkout', page: Checkout },
  { path: 'payment/:slug', page: Payment },
  { path: 'payement/success', page: PaymentSuccess },
  { path: 'donation', page: Donation },
  { path: 'don/paypal-chechout/:amount', page: PaypalOnce },
  { path: 'don/abonnement/paypal-chechout/:productId', page: PaypalSubscription },
  { path: 'don/cheque-sended', page: ChequeSent },
  { path: 'contact', page: Contact },
  { path: 'donor', page: Donor },
  { path: '*', page: NotFound },
]

const staffPath = 'staff/*'

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={staffPath}
        element={
          <Suspense fallback={<PageSpinner />}>
            <Staff />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        {publicPages.map(({ path, page: Page }) =>
          path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
        )}
      </Route>
    </Routes>
  )
}

/**
 * Loads the code of the page at pathname before the app first renders it (lib/lazyPage.ts).
 * A chunk that fails to load is left to the page's own lazy loading, which shows the error.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const routes = [{ path: staffPath, page: Staff }, ...publicPages]
  const page = matchRoutes(routes, pathname)?.[0]?.route.page
  await page?.preload().catch(() => undefined)
}
