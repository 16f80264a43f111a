import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from '../components/layout/Layout'
import { PageSpinner } from '../components/Spinner'

// One lazily loaded module per screen keeps the first load small. The
// declarative router is used on purpose: the data router costs ~15 KB gzip
// more on every first visit and no screen needs loaders or actions.
// The paths (with the spec's spellings 'payement' and 'chechout') are part of the product.
const Home = lazy(() => import('./routes/home'))
const About = lazy(() => import('./routes/about'))
const Projects = lazy(() => import('./routes/projects'))
const BlogList = lazy(() => import('./routes/blog-list'))
const BlogArticle = lazy(() => import('./routes/blog-article'))
const Shop = lazy(() => import('./routes/shop'))
const Product = lazy(() => import('./routes/product'))
const Cart = lazy(() => import('./routes/cart'))
const Checkout = lazy(() => import('./routes/checkout'))
const Payment = lazy(() => import('./routes/payment'))
const PaymentSuccess = lazy(() => import('./routes/payment-success'))
const Donation = lazy(() => import('./routes/donation'))
const PaypalOnce = lazy(() => import('./routes/paypal-once'))
const PaypalSubscription = lazy(() => import('./routes/paypal-subscription'))
const ChequeSent = lazy(() => import('./routes/cheque-sent'))
const Contact = lazy(() => import('./routes/contact'))
// The donor space: sign-in by emailed code, the donor's gifts and data.
const Donor = lazy(() => import('./routes/donor'))
const NotFound = lazy(() => import('./routes/not-found'))
// The staff back office: its own layout and chunks, never in the public pages' bundles.
const Staff = lazy(() => import('./routes/staff'))

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="staff/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <Staff />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="projects" element={<Projects />} />
        <Route path="blog" element={<BlogList />} />
        <Route path="blog/:slug" element={<BlogArticle />} />
        <Route path="shop" element={<Shop />} />
        <Route path="product/:slug" element={<Product />} />
        <Route path="cart" element={<Cart />} />
        <Route path="checkout" element={<Checkout />} />
        <Route path="payment/:slug" element={<Payment />} />
        <Route path="payement/success" element={<PaymentSuccess />} />
        <Route path="donation" element={<Donation />} />
        <Route path="don/paypal-chechout/:amount" element={<PaypalOnce />} />
        <Route path="don/abonnement/paypal-chechout/:productId" element={<PaypalSubscription />} />
        <Route path="don/cheque-sended" element={<ChequeSent />} />
        <Route path="contact" element={<Contact />} />
        <Route path="donor" element={<Donor />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
