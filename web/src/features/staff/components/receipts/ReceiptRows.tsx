import { Fragment, useState } from 'react'
import { Link } from 'wouter'
import { cancelReceipt } from '../../api/cancelReceipt'
import { downloadReceipt } from '../../api/downloadReceipt'
import type { CancelResult, Receipt } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { receiptMessages } from './messages'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { FormRow, RowNotice, RowToggle, useRowForms } from '../ui/RowForms'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { maxReason } from '../../../../lib/signedInRules.gen'
import { Button } from '../../../../components/Button'

/** Receipts as rows: each one's PDF, and a valid one's cancel form under its row. */
export function ReceiptRows({ receipts }: { receipts: Receipt[] }) {
  const rows = useRowForms()
  const t = useStaffWords(receiptMessages)
  const { day, word } = useStaffFormat()
  const h = t.head
  const head = [h.number, h.donor, h.amount, h.date, h.kind, h.status, '']
  return (
    <>
      <RowNotice notice={rows.notice} />
      <Table caption={t.receipts} head={head} empty={receipts.length === 0 && t.noneMatches}>
        {receipts.map((r) => (
          <Fragment key={r.id}>
            <tr className="hover:bg-slate-50">
              <td className={`${cell} whitespace-nowrap font-mono font-semibold text-slate-900`}>{r.number}</td>
              <td className={cell}>
                <Link to={`/staff/donors/${encodeURIComponent(r.donorEmail)}`} className="font-semibold text-brand-700 underline">
                  {r.donorName || r.donorEmail}
                </Link>
                <span className="block text-xs text-slate-500">{r.donorEmail}</span>
                {r.donorKind === 'company' && <span className="block text-xs text-slate-500">{t.company(r.donorSiren)}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {euros(r.amount)}
                {r.kind === 'annual' && (
                  <span className="block text-xs text-slate-500">
                    {t.payments(r.payments)}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{r.kind === 'annual' ? `${day(r.periodStart)} – ${day(r.periodEnd)}` : day(r.giftDate)}</td>
              <td className={cell}>{word(r.kind)}</td>
              <td className={cell}>
                <StatusBadge status={r.status} label={word(r.status)} />
                {r.cancelReason && <span className="mt-1 block text-xs text-slate-600">{r.cancelReason}</span>}
                {r.replacedByNumber && <span className="block text-xs text-slate-600">{t.replacedBy(r.replacedByNumber)}</span>}
                {r.replacesNumber && <span className="block text-xs text-slate-600">{t.replaces(r.replacesNumber)}</span>}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap justify-end gap-2">
                  <PdfButton receipt={r} />
                  {r.status === 'valid' && (
                    <RowToggle open={rows.open === r.id} onClick={() => rows.toggle(r.id)} label={t.cancel} tone="softDanger" />
                  )}
                </div>
              </td>
            </tr>
            {rows.open === r.id && (
              <FormRow colSpan={head.length} onClose={rows.close}>
                <CancelForm receipt={r} onDone={rows.done} />
              </FormRow>
            )}
          </Fragment>
        ))}
      </Table>
    </>
  )
}

function PdfButton({ receipt }: { receipt: Receipt }) {
  const action = useStaffAction(() => downloadReceipt(receipt), { fields: [] as const })
  const t = useStaffWords(receiptMessages)
  return (
    <span className="inline-flex flex-col items-end">
      <Button type="button" disabled={action.busy} onClick={() => action.submit(undefined)} aria-label={t.pdfOf(receipt.number)}
        variant="dark" size="xs" className="whitespace-nowrap">
        PDF
      </Button>
      {action.failure && (
        <span role="alert" className="mt-1 text-xs font-semibold text-red-700">
          {action.failure.message}
        </span>
      )}
    </span>
  )
}

function CancelForm({ receipt, onDone }: { receipt: Receipt; onDone: (output: CancelResult, done: string) => void }) {
  const typed = useStaffDraft<{ reason: string; replace: boolean }>(`cancel-receipt:${receipt.id}`, { reason: '', replace: false })
  const { reason, replace } = typed.draft
  const [localError, setLocalError] = useState('')
  const t = useStaffWords(receiptMessages)
  const action = useStaffAction((body: { reason: string; replace: boolean }) => cancelReceipt(receipt.id, body), {
    fields: ['reason', 'replace'] as const,
    draft: typed,
    onDone: (output) =>
      onDone(
        output,
        output.replacement ? t.cancelledReplaced(output.cancelled.number, output.replacement.number) : t.cancelled(output.cancelled.number),
      ),
  })
  function submit() {
    if (!reason.trim()) return setLocalError(t.sayWhy)
    setLocalError('')
    action.submit({ reason: reason.trim(), replace })
  }
  return (
    <ActionForm title={t.cancelTitle(receipt.number)} button={t.cancelButton} tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <p className="text-sm text-slate-600">{t.cancelIntro}</p>
      <ActionField id={`cancel-reason-${receipt.id}`} label={t.reason} value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={maxReason} required
        error={localError || action.failure?.fields.reason} />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={replace} onChange={(e) => typed.update({ replace: e.target.checked })} className="mt-0.5 h-4 w-4 accent-brand-700" />
        <span>
          <span className="font-semibold">{t.replace}</span>
          <span className="block text-xs text-slate-500">{t.replaceHint}</span>
        </span>
      </label>
    </ActionForm>
  )
}
