import { Link } from 'react-router'
import { useDocumentTitle } from '../../lib/useDocumentTitle'
import { ChequeIcon } from './methodIcons'

/** /don/cheque-sended/: the cheque pledge is recorded. */
export function ChequeSentScreen() {
  useDocumentTitle('Cheque donation')
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 pb-24 pt-14">
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand-900/10 ring-1 ring-slate-200 sm:p-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <ChequeIcon />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Your request has been recorded</h1>
        <p className="mt-4 text-slate-600">
          Thank you for your cheque donation. We have emailed you where to send your cheque, and our team will contact
          you to finalise your donation.
        </p>
        <Link to="/" className="mt-8 inline-block rounded-full bg-brand-700 px-8 py-3 font-bold text-white shadow transition hover:bg-brand-900">
          Back to home
        </Link>
      </div>
    </main>
  )
}
