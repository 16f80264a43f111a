import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useParams } from 'wouter'
import { FetchError } from '../../components/FetchError'
import { Spinner } from '../../components/Spinner'
import { Toaster } from '../../components/Toast'
import { useDocumentTitle, useMissingTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { isNotFound } from '../../lib/apiFetch'
import { getOrder } from './api/getOrder'
import { getPaymentsConfig } from './api/getPaymentsConfig'
import type { OrderView } from '../../lib/contract.gen'
import { DemoPayPalButton } from './DemoPayPalButton'
import { paymentKeys } from './api/keys'
import { OrderLines } from './OrderLines'
import { messages, usePayOrder } from './usePayOrder'
import { orderLabel } from '../../lib/orderNumber'
import { useMessages } from '../../lib/i18n/useLocale'
import { paymentMessages } from './messages'
import { ButtonLink } from '../../components/Button'

// PayPal's SDK wrapper is downloaded only when real buttons are shown.
const LivePayPalButtons = lazy(() => import('./LivePayPalButtons'))

export const loadingText = 'Chargement des informations de commande...'

export function PaymentScreen() {
  const { slug = '' } = useParams()
  const order = useQuery({
    queryKey: paymentKeys.order(slug),
    queryFn: () => getOrder(slug),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 0,
  })
  const missing = order.isError && isNotFound(order.error)
  const words = useMessages(paymentMessages)
  const missingTitle = useMissingTitle()
  const pageTitle = usePageTitle('payment')
  useDocumentTitle(missing ? missingTitle : pageTitle)

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <Toaster />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:pt-14">
        <header>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.shop}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{words.heading}</h1>
        </header>
        {order.isPending ? (
          <div role="status" className="mt-10 flex items-center gap-3 text-slate-600">
            <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-sky-300 border-t-transparent motion-reduce:animate-none" />
            <span>{loadingText}</span>
          </div>
        ) : missing ? (
          <p className="mt-10 text-xl font-extrabold text-red-700">{missingTitle}</p>
        ) : order.isError ? (
          <FetchError className="mt-10" onRetry={() => void order.refetch()} retrying={order.isFetching} />
        ) : (
          <OrderCard order={order.data} />
        )}
      </div>
    </main>
  )
}

function OrderCard({ order }: { order: OrderView }) {
  // Paid here and now (not an order that was already paid when the page opened).
  const [openedUnpaid] = useState(!order.payment)
  const words = useMessages(paymentMessages)
  return (
    <section aria-label={words.order} className="mt-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-brand-900 px-6 py-5 text-white sm:px-8">
        <div>
          <p className="text-xs font-bold uppercase tracking-widest text-brand-100">{words.order}</p>
          <p className="text-lg font-black">{orderLabel(order)}</p>
          {order.number > 0 && <p className="font-mono text-xs text-brand-100">{words.reference(order.id)}</p>}
        </div>
        <StatusBadge order={order} />
      </div>
      <dl className="grid gap-5 px-6 py-6 sm:grid-cols-2 sm:px-8">
        <Item label={words.name}>{order.clientInfo.name}</Item>
        <Item label={words.email}>
          <span className="break-all">{order.clientInfo.email}</span>
        </Item>
        <Item label={words.phone}>{order.clientInfo.phoneEnd ? words.phoneEnd(order.clientInfo.phoneEnd) : '—'}</Item>
      </dl>
      <OrderLines order={order} />
      <div className="border-t border-slate-100 px-6 py-6 sm:px-8">
        {order.status === 'cancelled' ? (
          <Cancelled paid={order.payment} />
        ) : order.payment ? (
          <Paid justPaid={openedUnpaid} />
        ) : (
          <PayPalArea orderId={order.id} />
        )}
      </div>
    </section>
  )
}

function StatusBadge({ order }: { order: OrderView }) {
  const words = useMessages(paymentMessages)
  const [label, colours] =
    order.status === 'cancelled'
      ? [words.cancelled, 'bg-slate-200 text-slate-900']
      : order.payment
        ? [words.paid, 'bg-emerald-400 text-emerald-950']
        : [words.unpaid, 'bg-accent-400 text-brand-900']
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-brand-100">{words.status}</span>
      <span className={`rounded-full px-3 py-1 font-extrabold ${colours}`}>{label}</span>
    </p>
  )
}

/** An order staff cancelled: it can no longer be paid, and money that came anyway goes back. */
function Cancelled({ paid }: { paid: boolean }) {
  const words = useMessages(paymentMessages)
  return (
    <p role="status" className="font-semibold text-slate-800">
      {paid
        ? words.cancelledAfterPayment
        : words.cancelledUnpaid}
    </p>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-widest text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * The paid order. Just paid, its thanks takes the focus: the pay button it
 * replaces is gone, and the focus would otherwise fall back to the page. The
 * success message is said here, beside Continue, rather than in a toast that
 * covered the button for seconds on a phone.
 */
function Paid({ justPaid }: { justPaid: boolean }) {
  const words = useMessages(paymentMessages)
  const thanks = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // Where the pay button was: the browser scrolls only if the buyer had scrolled it away.
    if (justPaid) thanks.current?.focus()
  }, [justPaid])
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p ref={thanks} tabIndex={-1} className="text-slate-700 focus:outline-none">
        {justPaid && <strong className="block font-extrabold text-emerald-800">{messages.paid}</strong>}
        {words.thanks}
      </p>
      <ButtonLink to="/payement/success" size="lg" className="shrink-0">
        {words.continue}
      </ButtonLink>
    </div>
  )
}

function PayPalArea({ orderId }: { orderId: string }) {
  const config = useQuery({ queryKey: paymentKeys.config, queryFn: getPaymentsConfig, staleTime: Infinity })
  const pay = usePayOrder(orderId)
  const words = useMessages(paymentMessages)
  let buttons: ReactNode
  if (config.isPending) {
    buttons = <Spinner size={32} label={words.loadingOptions} />
  } else if (config.isError || config.data.paypalMode === 'off') {
    buttons = <p className="text-slate-700">{words.payPalOff}</p>
  } else if (config.data.paypalMode === 'live' && config.data.paypalClientId) {
    buttons = (
      <Suspense fallback={<Spinner size={32} label={words.loadingPayPal} />}>
        <LivePayPalButtons clientId={config.data.paypalClientId} createOrder={pay.createOrder} onApprove={pay.approve} onError={pay.payPalFailed} />
      </Suspense>
    )
  } else {
    buttons = <DemoPayPalButton createOrder={pay.createOrder} onApprove={pay.approve} />
  }
  return (
    <div>
      <h2 className="text-lg font-extrabold text-slate-900">{words.payWithPayPal}</h2>
      <p className="mt-1 text-sm text-slate-500">{words.cardToo}</p>
      <div className="mt-4 max-w-md">{buttons}</div>
      {pay.problem && <p className="mt-3 text-sm font-semibold text-red-700">{pay.problem}</p>}
    </div>
  )
}
