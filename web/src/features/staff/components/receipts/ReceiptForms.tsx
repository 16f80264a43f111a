import { useState } from 'react'
import { downloadReceiptsCsv } from '../../api/downloadReceiptsCsv'
import type { ExportFormat } from '../../api/downloadExport'
import { FormatChoice } from '../exports/FormatChoice'
import { runAnnualReceipts } from '../../api/runAnnualReceipts'
import type { AnnualRun } from '../../../../lib/contract.gen'
import { euros } from '../../format'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionForm } from '../ui/ActionForm'
import { Select } from '../ui/Filter'
import { useStaffWords } from '../../language'
import { receiptMessages } from './messages'

/** The years whose annual receipts may be issued: the calendar year must be over. */
const pastYears = () => {
  const last = new Date().getFullYear() - 1
  return Array.from({ length: 5 }, (_, i) => last - i)
}

/** "Issue the annual receipts for 2026": one per donor of weekly and monthly gifts; a second run issues nothing twice. */
export function AnnualRunForm() {
  const years = pastYears()
  const [year, setYear] = useState(years[0] ?? 0)
  const [run, setRun] = useState<AnnualRun | null>(null)
  const t = useStaffWords(receiptMessages)
  const action = useStaffAction((y: number) => runAnnualReceipts(y), { fields: ['year'] as const, onDone: (output) => setRun(output) })
  return (
    <ActionForm title={t.annualTitle(year)} button={t.annualTitle(year)} busy={action.busy}
      error={action.failure?.fields.year ?? action.failure?.message} onSubmit={() => {
        setRun(null)
        action.submit(year)
      }}>
      <p className="text-sm text-slate-600">{t.annualIntro}</p>
      <div>
        <label htmlFor="annual-year" className="block text-sm font-semibold text-slate-800">
          {t.yearLabel}
        </label>
        <Select id="annual-year" value={year} onChange={(y) => setYear(Number(y))} options={years} />
      </div>
      {action.busy && (
        <p role="status" className="flex items-center gap-3 text-sm text-slate-700">
          <progress aria-label={t.issuingAnnual} className="h-2 w-32" />
          {t.issuingWait}
        </p>
      )}
      {run && (
        <div role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p className="font-semibold">
            {t.ran(run.year, run.issued, run.alreadyIssued, run.blocked.length)}
          </p>
          {run.blocked.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-amber-900">
              {run.blocked.map((b) => (
                <li key={b.email}>
                  {b.name || b.email} ({b.email}), {euros(b.amount)}: {b.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ActionForm>
  )
}

/** The receipts of a year (the list's year filter, or all) as CSV, in number order. */
export function CsvForm({ year, years }: { year: string; years: number[] }) {
  const [chosen, setChosen] = useState(year)
  const [format, setFormat] = useState<ExportFormat>('fr')
  const t = useStaffWords(receiptMessages)
  const action = useStaffAction(() => downloadReceiptsCsv(chosen, format), { fields: ['year', 'format'] as const, done: t.downloaded })
  return (
    <ActionForm title={t.exportTitle} button={t.download} busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={() => action.submit(undefined)}>
      <p className="text-sm text-slate-600">{t.exportIntro}</p>
      <div>
        <label htmlFor="csv-year" className="block text-sm font-semibold text-slate-800">
          {t.yearOfIssue}
        </label>
        <Select id="csv-year" value={chosen} onChange={setChosen} options={years} all={t.allYears} />
      </div>
      <FormatChoice name="receipts-format" value={format} onChange={setFormat} error={action.failure?.fields.format} />
    </ActionForm>
  )
}
