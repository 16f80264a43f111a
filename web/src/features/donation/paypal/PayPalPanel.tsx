import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { Alert } from '../../../components/Alert'
import { Spinner } from '../../../components/Spinner'
import { SubmitButton } from '../../../components/SubmitButton'
import { useMessages } from '../../../lib/i18n/useLocale'
import { usePaymentsConfig } from '../hooks/usePaymentsConfig'
import { paymentMessages } from '../paymentMessages'
import { WalletIcon } from '../methodIcons'

export const LivePayPalButtons = lazy(() => import('./LivePayPalButtons'))

/** The frame of both PayPal pages: what is given, then the buttons. */
export function PayPalFrame({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  const words = useMessages(paymentMessages).paypal
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 pb-24 pt-14">
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-slate-200 sm:p-10">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <WalletIcon />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-2 text-slate-600">{summary}</div>
        <div className="mt-8">{children}</div>
        <Link to="/donation" className="mt-8 block text-center text-sm font-bold text-brand-700 hover:text-brand-900">
          {words.back}
        </Link>
      </div>
    </main>
  )
}

/** The page cannot go on (details missing, an amount or plan not offered): the donor starts again from the form. */
export function CannotGoOn({ title, reason }: { title: string; reason: string }) {
  const words = useMessages(paymentMessages).paypal
  return (
    <PayPalFrame title={title} summary={null}>
      <Alert>
        {reason}{' '}
        <Link to="/donation" className="underline">
          {words.startAgain}
        </Link>
        .
      </Alert>
    </PayPalFrame>
  )
}

/** TEST MODE stands in for PayPal's window: the click is the donor's approval. */
export function DemoPayPalButton({ label, onClick }: { label: string; onClick: () => Promise<void> }) {
  const words = useMessages(paymentMessages).paypal
  const [busy, setBusy] = useState(false)
  return (
    <div className="rounded-2xl border-2 border-dashed border-red-300 p-4">
      <p className="text-center text-xs font-black uppercase tracking-widest text-red-700">{words.testMode}</p>
      <SubmitButton
        type="button"
        busy={busy}
        busyLabel={words.processing}
        onClick={async () => {
          setBusy(true)
          try {
            await onClick()
          } finally {
            setBusy(false)
          }
        }}
        variant="accent" size="lg" width="full" className="mt-3 shadow"
      >
        {label}
      </SubmitButton>
    </div>
  )
}

/** Chooses TEST MODE, PayPal's buttons or an apology from the server's payment configuration. */
export function PayPalButtonsFor({ demo, live }: { demo: ReactNode; live: (clientId: string) => ReactNode }) {
  const words = useMessages(paymentMessages).paypal
  const config = usePaymentsConfig()
  if (config.isPending) return <Spinner size={32} label={words.loading} />
  const mode = config.data?.paypalMode
  if (mode === 'demo') return <>{demo}</>
  if (mode === 'live' && config.data?.paypalClientId) {
    return <Suspense fallback={<Spinner size={32} label={words.loading} />}>{live(config.data.paypalClientId)}</Suspense>
  }
  return <Alert>{words.unavailable}</Alert>
}
