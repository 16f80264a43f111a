import { Link } from 'react-router'
import { useDocumentTitle } from '../../lib/useDocumentTitle'

/** /payement/success (the spec's spelling): thank-you and a way home. */
export function PaymentSuccessScreen() {
  useDocumentTitle('Thank you')
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 pb-24 pt-16 sm:pt-24">
      <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200 sm:px-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">Thank you!</h1>
        <p className="mt-3 text-slate-600">
          Your payment went through. Your support helps young athletes train, study and compete.
        </p>
        <Link to="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow hover:bg-brand-900">
          Back to the homepage
        </Link>
      </div>
    </main>
  )
}
