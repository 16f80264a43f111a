import { useState } from 'react'
import { downloadExport, type ExportFormat, type ExportKind } from '../../api/downloadExport'
import type { Me, Role } from '../../../../lib/contract.gen'
import { may } from '../../hooks/useStaffSession'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { StaffPage } from '../ui/StaffPage'
import { FormatChoice } from './FormatChoice'
import { useStaffWords } from '../../language'
import { exportMessages } from './messages'

/** Each export and who may download it (its words in messages.ts). */
const exportsList: { kind: ExportKind; role: Role }[] = [
  { kind: 'payments', role: 'treasurer' },
  { kind: 'orders', role: 'shop' },
  { kind: 'donations', role: 'treasurer' },
  { kind: 'donors', role: 'treasurer' },
]

/** CSV files (UTF-8 with BOM, so spreadsheet programs read accents) for a date range. */
export function ExportsScreen({ me }: { me: Me }) {
  const t = useStaffWords(exportMessages)
  return (
    <StaffPage title={t.title} intro={t.intro}>
      <div className="grid gap-4 md:grid-cols-3">
        {exportsList
          .filter((e) => may(me, e.role))
          .map((e) => (
            <ExportForm key={e.kind} kind={e.kind} />
          ))}
      </div>
    </StaffPage>
  )
}

function ExportForm({ kind }: { kind: ExportKind }) {
  const t = useStaffWords(exportMessages)
  const { title, what } = t.exports[kind]
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [format, setFormat] = useState<ExportFormat>('fr')
  const action = useStaffAction(() => downloadExport(kind, { from: from || undefined, to: to || undefined, format }), {
    fields: ['from', 'to', 'format'] as const,
    done: t.downloaded,
  })
  return (
    <ActionForm title={title} button={t.download(`${kind}.csv`)} busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={() => action.submit(undefined)}>
      <p className="text-sm text-slate-600">{what}</p>
      <ActionField id={`${kind}-from`} label={t.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={action.failure?.fields.from} />
      <ActionField id={`${kind}-to`} label={t.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} error={action.failure?.fields.to} />
      <FormatChoice name={`${kind}-format`} value={format} onChange={setFormat} error={action.failure?.fields.format} />
    </ActionForm>
  )
}
