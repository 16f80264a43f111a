import { useMutation } from '@tanstack/react-query'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadData } from '../api/downloadData'
import { eraseData } from '../api/eraseData'
import { failureText } from '../failure'
import { useSpaceNotice } from '../hooks/useSpaceNotice'
import { ConfirmAction } from './ConfirmAction'
import { LiveNotice } from './LiveNotice'
import { secondaryButton } from './styles'

/** The donor's rights over their data: a copy of it, and its erasure. */
export function MyData({ onErased }: { onErased: () => void }) {
  const [notice, setNotice] = useSpaceNotice()
  const failed = (fallback: string) => (error: Error) => setNotice({ tone: 'error', text: failureText(error, fallback) })
  const download = useMutation({ mutationFn: downloadData, onMutate: () => setNotice(null), onError: failed('Your data could not be downloaded.') })
  const erase = useMutation({ mutationFn: eraseData, onMutate: () => setNotice(null), onSuccess: onErased, onError: failed('Your data was not erased.') })
  return (
    <section aria-labelledby="my-data-title" className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="my-data-title" className="text-xl font-extrabold text-slate-900">
        My data
      </h2>
      <p className="mt-2 text-sm text-slate-600">A copy of everything we hold about you, in a file (JSON).</p>
      <SubmitButton type="button" busy={download.isPending} busyLabel="Preparing your data" onClick={() => download.mutate()} className={`mt-3 ${secondaryButton}`}>
        Download my data
      </SubmitButton>
      <h3 className="mt-8 font-extrabold text-slate-900">Erase my personal data</h3>
      <p className="mt-2 text-sm text-slate-600">
        We anonymise your name, email, address and phone at once, on your gifts and your shop orders, and delete your messages to us. The amounts and
        dates of your gifts and orders and any tax receipt are kept for six years, as French tax law requires; they no longer name you, except on
        receipts already issued. Stop your recurring gifts first.
      </p>
      <div className="mt-3">
        <ConfirmAction
          label="Erase my personal data"
          question="Erase your personal data now?"
          detail="This cannot be undone: you will be signed out, and this space will no longer exist."
          confirmLabel="Erase my data"
          cancelLabel="Keep my data"
          busy={erase.isPending}
          busyLabel="Erasing your data"
          onConfirm={() => erase.mutate()}
        />
      </div>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
