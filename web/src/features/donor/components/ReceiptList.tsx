import { useMutation } from '@tanstack/react-query'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadReceipt } from '../api/downloadReceipt'
import type { DonorReceipt } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText } from '../failure'
import { donorSpaceMessages } from '../spaceMessages'
import type { OnNotice } from '../notice'
import { euros } from '../words'

/** A gift's tax receipts, each with its PDF to download (a cancelled one's copy is stamped so). */
export function ReceiptList({ receipts, onNotice }: { receipts: DonorReceipt[]; onNotice: OnNotice }) {
  const words = donorSpaceMessages[useLocale()].receipts
  if (receipts.length === 0) return null
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h4 className="text-sm font-extrabold text-slate-900">{words.heading}</h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {receipts.map((receipt) => (
          <ReceiptRow key={receipt.id} receipt={receipt} onNotice={onNotice} />
        ))}
      </ul>
    </div>
  )
}

/** One receipt, with its PDF to download: a cancelled one's copy says it is cancelled, and by which receipt it is replaced; `named` says whom it names. */
export function ReceiptRow({ receipt, onNotice, named = false }: { receipt: DonorReceipt; onNotice: OnNotice; named?: boolean }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].receipts
  const download = useMutation({
    mutationFn: downloadReceipt,
    onMutate: () => onNotice(null),
    onError: (error) => onNotice({ tone: 'error', text: failureText(error, words.fallback, locale) }),
  })
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <span className="text-sm text-slate-700">
        {receipt.donorKind === 'company' ? words.companyReceipt : words.receipt} <strong className="text-slate-900">{receipt.number}</strong> · {receipt.year} ·{' '}
        {euros(receipt.amount)}
        {named && ` · ${receipt.name}`}
        {receipt.status === 'cancelled' && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">{words.cancelled}</span>}
      </span>
      <SubmitButton type="button" busy={download.isPending} busyLabel={words.downloading} onClick={() => download.mutate(receipt)} variant="secondary" width="phone">
        {receipt.status === 'cancelled' ? words.downloadCancelled : words.download}
        <span className="sr-only">{words.receiptNumber(receipt.number)}</span>
      </SubmitButton>
    </li>
  )
}
