import { useMutation } from '@tanstack/react-query'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadData } from '../api/downloadData'
import { eraseData } from '../api/eraseData'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText } from '../failure'
import { donorSpaceMessages } from '../spaceMessages'
import { useSpaceNotice } from '../hooks/useSpaceNotice'
import { ConfirmAction } from './ConfirmAction'
import { LiveNotice } from './LiveNotice'

/** The donor's rights over their data: a copy of it, and its erasure. */
export function MyData({ onErased }: { onErased: () => void }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].data
  const [notice, setNotice] = useSpaceNotice()
  const failed = (fallback: string) => (error: Error) => setNotice({ tone: 'error', text: failureText(error, fallback, locale) })
  const download = useMutation({ mutationFn: downloadData, onMutate: () => setNotice(null), onError: failed(words.notDownloaded) })
  const erase = useMutation({ mutationFn: eraseData, onMutate: () => setNotice(null), onSuccess: onErased, onError: failed(words.notErased) })
  return (
    <section aria-labelledby="my-data-title" className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="my-data-title" className="text-xl font-extrabold text-slate-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{words.copyLead}</p>
      <SubmitButton type="button" busy={download.isPending} busyLabel={words.preparing} onClick={() => download.mutate()} variant="secondary" width="phone" className="mt-3">
        {words.download}
      </SubmitButton>
      <h3 className="mt-8 font-extrabold text-slate-900">{words.eraseHeading}</h3>
      <p className="mt-2 text-sm text-slate-600">
        {words.eraseLead}
      </p>
      <div className="mt-3">
        <ConfirmAction
          label={words.eraseLabel}
          question={words.question}
          detail={words.detail}
          confirmLabel={words.confirm}
          cancelLabel={words.cancel}
          busy={erase.isPending}
          busyLabel={words.busy}
          onConfirm={() => erase.mutate()}
        />
      </div>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
