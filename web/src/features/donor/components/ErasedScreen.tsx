import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { primaryButton } from './styles'

/** After the erasure: the account is gone and the donor signed out. */
export function ErasedScreen() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <main className="mx-auto max-w-xl px-4 py-14">
      <div role="status" className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 focus:outline-none">
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
