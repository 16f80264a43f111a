import { useState } from 'react'
import { downloadExport, type ExportFormat, type ExportKind } from '../../api/downloadExport'
import type { Me, Role } from '../../../../lib/contract.gen'
import { may } from '../../hooks/useStaffSession'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { StaffPage } from '../ui/StaffPage'
import { FormatChoice } from './FormatChoice'

const exportsList: { kind: ExportKind; title: string; role: Role; what: string }[] = [
  {
    kind: 'payments',
    title: 'Payments',
    role: 'treasurer',
    what: 'One line per money movement, on the day it moved (Paris time): payments, renewals, cheques and refunds, with the provider’s fee where it reports one. The month’s books, as the bank saw them.',
  },
  { kind: 'orders', title: 'Orders', role: 'shop', what: 'One line per order: customer, address, amounts, status, when it was paid and shipped.' },
  { kind: 'donations', title: 'Donations', role: 'treasurer', what: 'One line per gift: donor, amount, rhythm, method, status, collected.' },
  { kind: 'donors', title: 'Donors', role: 'treasurer', what: 'One line per person: latest details, number of gifts, total collected.' },
]

/** CSV files (UTF-8 with BOM, so spreadsheet programs read accents) for a date range. */
export function ExportsScreen({ me }: { me: Me }) {
  return (
    <StaffPage title="Exports" intro="CSV files that open in LibreOffice, Excel or Numbers. Dates and times are Paris time. Leave a date empty for no limit.">
      <div className="grid gap-4 md:grid-cols-3">
        {exportsList
          .filter((e) => may(me, e.role))
          .map((e) => (
            <ExportForm key={e.kind} {...e} />
          ))}
      </div>
    </StaffPage>
  )
}

function ExportForm({ kind, title, what }: { kind: ExportKind; title: string; what: string }) {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [format, setFormat] = useState<ExportFormat>('fr')
  const action = useStaffAction(() => downloadExport(kind, { from: from || undefined, to: to || undefined, format }), {
    fields: ['from', 'to', 'format'] as const,
    done: 'Downloaded.',
  })
  return (
    <ActionForm title={title} button={`Download ${title.toLowerCase()}.csv`} busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={() => action.submit(undefined)}>
      <p className="text-sm text-slate-600">{what}</p>
      <ActionField id={`${kind}-from`} label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={action.failure?.fields.from} />
      <ActionField id={`${kind}-to`} label="To (inclusive)" type="date" value={to} onChange={(e) => setTo(e.target.value)} error={action.failure?.fields.to} />
      <FormatChoice name={`${kind}-format`} value={format} onChange={setFormat} error={action.failure?.fields.format} />
    </ActionForm>
  )
}
