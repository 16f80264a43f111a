import { Link } from 'wouter'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { primaryButton } from './styles'

/** After the erasure: the account is gone and the donor signed out. A new screen: its heading takes the focus (useDocumentTitle). */
export function ErasedScreen() {
  useDocumentTitle('My giving')
  return (
    <main className="mx-auto max-w-xl px-4 py-14">
      <div role="status" className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 tabIndex={-1} className="text-2xl font-extrabold text-slate-900 focus:outline-none">
          Your personal data is erased
        </h1>
        <p className="mt-3 text-slate-600">
          You are signed out. Your name, email, address and phone are anonymised; the amounts and dates of your gifts are kept for six years, as French
          tax law requires, without your name.
        </p>
        <Link to="/" className={`mt-8 ${primaryButton}`}>
          Back to the homepage
        </Link>
      </div>
    </main>
  )
}
