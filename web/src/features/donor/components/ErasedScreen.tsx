import { useMessages } from '../../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { donorMessages } from '../messages'
import { ButtonLink } from '../../../components/Button'

/** After the erasure: the account is gone and the donor signed out. A new screen: its heading takes the focus (useDocumentTitle). */
export function ErasedScreen() {
  const words = useMessages(donorMessages)
  useDocumentTitle(usePageTitle('donor'))
  return (
    <main className="mx-auto max-w-xl px-4 py-14">
      <div role="status" className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 tabIndex={-1} className="text-2xl font-extrabold text-slate-900 focus:outline-none">
          {words.erased.heading}
        </h1>
        <p className="mt-3 text-slate-600">
          {words.erased.text}
        </p>
        <ButtonLink to="/" width="phone" className="mt-8">
          {words.erased.backHome}
        </ButtonLink>
      </div>
    </main>
  )
}
