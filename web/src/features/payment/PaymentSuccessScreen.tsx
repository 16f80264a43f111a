import { useEffect } from 'react'
import { Link, useSearchParams } from 'wouter'
import { clearDraft } from '../donation'
import { formatEuros } from '../../lib/money'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { useInApp } from '../../lib/useInApp'
import { useMessages } from '../../lib/i18n/useLocale'
import { paymentMessages } from './messages'
import { giftOf } from './thanks'
import { ButtonLink } from '../../components/Button'

/** /payement/success (the spec's spelling): thank-you and a way home; after a gift, the gift and the donor space. */
export function PaymentSuccessScreen() {
  const words = useMessages(paymentMessages).success
  useDocumentTitle(usePageTitle('payment-success'))
  const [params] = useSearchParams()
  // The served page is the same for every address (no gift): the app's first render matches it.
  const gift = useInApp() ? giftOf(params) : null
  // A paid gift leaves nothing behind for the next person at the same computer: the donation form starts anew (issue 40.6).
  const paidGift = gift !== null
  useEffect(() => {
    if (paidGift) clearDraft()
  }, [paidGift])
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 pb-24 pt-16 sm:pt-24">
      <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200 sm:px-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{words.heading}</h1>
        {gift ? (
          <>
            <p className="mt-3 text-slate-600">
              {words.giftOf}{' '}
              <strong className="text-slate-900">
                {formatEuros(gift.cents / 100, { cents: gift.cents % 100 !== 0 })}
                {words.rhythm[gift.rhythm]}
              </strong>{' '}
              {words.giftWent}
            </p>
            <p className="mt-3 text-slate-600">
              {gift.rhythm === 'once'
                ? words.onceNote
                : words.recurringNote}
            </p>
            <ButtonLink to="/donor" size="lg" className="mt-8 shadow">
              {words.donorSpace}
            </ButtonLink>
            <Link to="/" className="mt-4 block font-bold text-brand-700 hover:text-brand-900">
              {words.backHome}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-600">{words.paymentWent}</p>
            <ButtonLink to="/" size="lg" className="mt-8 shadow">
              {words.backHome}
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  )
}
