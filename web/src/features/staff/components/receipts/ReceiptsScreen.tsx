import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listReceipts, type ReceiptFilters } from '../../api/listReceipts'
import { markDeclared } from '../../api/markDeclared'
import { useStaffAction } from '../../hooks/useStaffAction'
import { SubmitButton } from '../../../../components/SubmitButton'
import type { ReceiptYear } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { receiptMessages } from './messages'
import { useSearchState } from '../../hooks/useSearchState'
import { Filter, Select } from '../ui/Filter'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { SearchBox } from '../ui/SearchBox'
import { Panel, StaffPage } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'
import { AnnualRunForm, CsvForm } from './ReceiptForms'
import { MissingReceipts } from './MissingReceipts'
import { ReceiptRows } from './ReceiptRows'
import { staffKeys } from '../../api/keys'

const keys = ['year', 'status', 'kind', 'q'] as const

/** Tax receipts: the yearly declaration figures, the receipts, the gifts still without one, the annual run. */
export function ReceiptsScreen() {
  const { values, page, set } = useSearchState(keys)
  const t = useStaffWords(receiptMessages)
  const { word } = useStaffFormat()
  const filters = { ...values, page } as ReceiptFilters
  for (const key of keys) if (!values[key]) delete filters[key]
  const receipts = useQuery({ queryKey: staffKeys.receipts(filters), queryFn: () => listReceipts(filters), placeholderData: keepPreviousData })
  const thisYear = new Date().getFullYear()
  const years = [...new Set([thisYear, ...(receipts.data?.years.map((y) => y.year) ?? []), ...(values.year ? [Number(values.year)] : [])])].sort((a, b) => b - a)
  return (
    <StaffPage title={t.title} intro={t.intro}>
      <div className="space-y-8">
        <Loadable query={receipts} label={t.loading}>
          {(data) => <Declaration years={data.years} />}
        </Loadable>

        <section aria-labelledby="receipts-list">
          <h2 id="receipts-list" className="mb-3 text-lg font-bold text-slate-900">
            {t.receipts}
          </h2>
          <div className="mb-4 space-y-3">
            <SearchBox value={values.q} onSearch={(q) => set({ q })} label={t.searchLabel} />
            <div className="grid grid-cols-3 gap-3 sm:max-w-xl">
              <Filter label={t.year} id="filter-year">
                <Select id="filter-year" value={values.year} onChange={(year) => set({ year })} options={years} all={t.all} />
              </Filter>
              <Filter label={t.status} id="filter-status">
                <Select id="filter-status" value={values.status} onChange={(status) => set({ status })} options={['valid', 'cancelled']} label={word} all={t.all} />
              </Filter>
              <Filter label={t.kind} id="filter-kind">
                <Select id="filter-kind" value={values.kind} onChange={(kind) => set({ kind })} options={['single', 'annual']} label={word} all={t.all} />
              </Filter>
            </div>
          </div>
          <Loadable query={receipts} label={t.loading}>
            {(data) => (
              <>
                <ReceiptRows receipts={data.items} />
                <ListPager {...data} onPage={(p) => set({ page: p })} label={t.pages} />
              </>
            )}
          </Loadable>
        </section>

        <MissingReceipts />

        <div className="grid gap-4 md:grid-cols-2">
          <AnnualRunForm />
          <CsvForm year={values.year} years={years} />
        </div>
      </div>
    </StaffPage>
  )
}

/**
 * The two figures the foundation declares each year (article 222 bis of the CGI), as the article words them: the
 * gifts received in the year that receipts name, and the number of receipts issued in the year. Each shows the other
 * count beside it, so that a year's annual receipts, issued the next January, do not read as money without receipts.
 */
function Declaration({ years }: { years: ReceiptYear[] }) {
  const thisYear = new Date().getFullYear()
  const t = useStaffWords(receiptMessages)
  const d = t.declarationText
  const h = t.declarationHead
  return (
    <Panel title={t.declaration}>
      <div className="-mt-2 mb-4 space-y-2 text-sm text-slate-600">
        <p>
          {d.figures}
          <strong>{d.total}</strong>
          {d.whenIssued}
          <strong>{d.number}</strong>
          {d.whatever}
        </p>
        <p>
          {d.where}
        </p>
      </div>
      <Table
        caption={t.declarationCaption}
        head={[h.year, h.gifts, h.issued, h.cancelled, h.declaration]}
        empty={years.length === 0 && t.noReceipt}
      >
        {years.map((y) => (
          <tr key={y.year}>
            <th scope="row" className={`${cell} font-bold text-slate-900`}>
              {y.year}
            </th>
            <td className={`${cell} whitespace-nowrap font-bold tabular-nums text-slate-900`}>
              {euros(y.valid.amount)}
              <span className="block text-xs font-normal text-slate-600">{t.forGifts(t.count(y.forMoney.count), y.year)}</span>
              {y.companies.count > 0 && <span className="block text-xs font-normal text-slate-600">{t.ofWhichCompanies(euros(y.companies.amount))}</span>}
            </td>
            <td className={`${cell} tabular-nums`}>
              {t.count(y.valid.count)}
              <span className="block text-xs text-slate-600">{t.naming(euros(y.issued.amount))}</span>
              {y.companies.count > 0 && <span className="block text-xs text-slate-600">{t.ofWhichCompanies(t.count(y.companies.count))}</span>}
            </td>
            <td className={`${cell} tabular-nums text-slate-600`}>
              <span className="whitespace-nowrap">{euros(y.cancelled.amount)}</span>
              <span className="block text-xs">{t.count(y.cancelled.count)}</span>
            </td>
            <td className={cell}>
              <DeclarationState year={y} over={y.year < thisYear} />
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  )
}

/** Declared (when, by whom), due (by when, with its button), or not yet: the year is not over. */
function DeclarationState({ year, over }: { year: ReceiptYear; over: boolean }) {
  const t = useStaffWords(receiptMessages)
  const { day } = useStaffFormat()
  const mark = useStaffAction(markDeclared, { fields: ['year'] as const, done: t.markedDeclared(year.year) })
  if (year.declaredAt) {
    return (
      <span className="text-sm text-emerald-800">
        {t.declared(day(year.declaredAt))}
        <span className="block text-xs text-slate-600">{t.by(year.declaredBy)}</span>
      </span>
    )
  }
  if (!over) return <span className="text-sm text-slate-600">{t.dueOnceOver(day(year.dueOn))}</span>
  return (
    <div className="text-sm">
      <span className="font-semibold text-amber-900">{t.dueBy(day(year.dueOn))}</span>
      <SubmitButton type="button" busy={mark.busy} busyLabel={t.marking} onClick={() => mark.submit(year.year)}
        size="xs" className="mt-1">
        {t.markDeclared(year.year)}
      </SubmitButton>
      {mark.failure && <span role="alert" className="mt-1 block text-xs font-semibold text-red-700">{mark.failure.fields.year ?? mark.failure.message}</span>}
    </div>
  )
}
