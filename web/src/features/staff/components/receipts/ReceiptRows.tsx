import { Fragment, useState } from 'react'
import { Link } from 'wouter'
import { cancelReceipt } from '../../api/cancelReceipt'
import { downloadReceipt } from '../../api/downloadReceipt'
import type { CancelResult, Receipt } from '../../../../lib/contract.gen'
import { day, euros, word } from '../../format'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { FormRow, RowNotice, RowToggle, useRowForms } from '../ui/RowForms'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'

const head = ['Number', 'Donor', 'Amount', 'Gift date or period', 'Kind', 'Status', '']

/** Receipts as rows: each one's PDF, and a valid one's cancel form under its row. */
export function ReceiptRows({ receipts }: { receipts: Receipt[] }) {
  const rows = useRowForms()
  return (
    <>
      <RowNotice notice={rows.notice} />
      <Table caption="Receipts" head={head} empty={receipts.length === 0 && 'No receipt matches.'}>
        {receipts.map((r) => (
          <Fragment key={r.id}>
            <tr className="hover:bg-slate-50">
              <td className={`${cell} whitespace-nowrap font-mono font-semibold text-slate-900`}>{r.number}</td>
              <td className={cell}>
                <Link to={`/staff/donors/${encodeURIComponent(r.donorEmail)}`} className="font-semibold text-brand-700 underline">
                  {r.donorName || r.donorEmail}
                </Link>
                <span className="block text-xs text-slate-500">{r.donorEmail}</span>
                {r.donorKind === 'company' && <span className="block text-xs text-slate-500">Company, SIREN {r.donorSiren} (article 238 bis)</span>}
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {euros(r.amount)}
                {r.kind === 'annual' && (
                  <span className="block text-xs text-slate-500">
                    {r.payments} {r.payments === 1 ? 'payment' : 'payments'}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{r.kind === 'annual' ? `${day(r.periodStart)} – ${day(r.periodEnd)}` : day(r.giftDate)}</td>
              <td className={cell}>{word(r.kind)}</td>
              <td className={cell}>
                <StatusBadge status={r.status} />
                {r.cancelReason && <span className="mt-1 block text-xs text-slate-600">{r.cancelReason}</span>}
                {r.replacedByNumber && <span className="block text-xs text-slate-600">replaced by {r.replacedByNumber}</span>}
                {r.replacesNumber && <span className="block text-xs text-slate-600">replaces {r.replacesNumber}</span>}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap justify-end gap-2">
                  <PdfButton receipt={r} />
                  {r.status === 'valid' && (
                    <RowToggle open={rows.open === r.id} onClick={() => rows.toggle(r.id)} label="Cancel…" className="bg-red-50 text-red-800 ring-1 ring-red-200 hover:bg-red-100" />
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
  return (
    <span className="inline-flex flex-col items-end">
      <button type="button" disabled={action.busy} onClick={() => action.submit(undefined)} aria-label={`PDF of receipt ${receipt.number}`}
        className="whitespace-nowrap rounded-full bg-slate-800 px-3 py-1 text-xs font-bold text-white hover:bg-slate-900 disabled:opacity-60">
        PDF
      </button>
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
  const action = useStaffAction((body: { reason: string; replace: boolean }) => cancelReceipt(receipt.id, body), {
    fields: ['reason', 'replace'] as const,
    draft: typed,
    onDone: (output) =>
      onDone(
        output,
        output.replacement
          ? `Receipt ${output.cancelled.number} cancelled and replaced by ${output.replacement.number}.`
          : `Receipt ${output.cancelled.number} cancelled.`,
      ),
  })
  function submit() {
    if (!reason.trim()) return setLocalError('Say why the receipt is cancelled (it is kept with it).')
    setLocalError('')
    action.submit({ reason: reason.trim(), replace })
  }
  return (
    <ActionForm title={`Cancel receipt ${receipt.number}`} button="Cancel the receipt" tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <p className="text-sm text-slate-600">The number stays used and the receipt is kept, marked cancelled with your reason. Its stamped copy prints the reason for the donor: write it in French (« erreur d’adresse »).</p>
      <ActionField id={`cancel-reason-${receipt.id}`} label="Reason" value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={500} required
        error={localError || action.failure?.fields.reason} />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={replace} onChange={(e) => typed.update({ replace: e.target.checked })} className="mt-0.5 h-4 w-4 accent-brand-700" />
        <span>
          <span className="font-semibold">Issue a replacement</span>
          <span className="block text-xs text-slate-500">A new number, with the gift's figures and the donor's details as they are now.</span>
        </span>
      </label>
    </ActionForm>
  )
}
