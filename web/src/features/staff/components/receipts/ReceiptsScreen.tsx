import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listReceipts, type ReceiptFilters } from '../../api/listReceipts'
import { markDeclared } from '../../api/markDeclared'
import { useStaffAction } from '../../hooks/useStaffAction'
import { SubmitButton } from '../../../../components/SubmitButton'
import type { ReceiptYear } from '../../../../lib/contract.gen'
import { day, euros, word } from '../../format'
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
const count = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`

export function ReceiptsScreen() {
  const { values, page, set } = useSearchState(keys)
  const filters = { ...values, page } as ReceiptFilters
  for (const key of keys) if (!values[key]) delete filters[key]
  const receipts = useQuery({ queryKey: staffKeys.receipts(filters), queryFn: () => listReceipts(filters), placeholderData: keepPreviousData })
  const thisYear = new Date().getFullYear()
  const years = [...new Set([thisYear, ...(receipts.data?.years.map((y) => y.year) ?? []), ...(values.year ? [Number(values.year)] : [])])].sort((a, b) => b - a)
  return (
    <StaffPage title="Tax receipts" intro="Cerfa n° 11580*05 receipts: numbered once, never changed, never deleted.">
      <div className="space-y-8">
        <Loadable query={receipts} label="receipts">
          {(data) => <Declaration years={data.years} />}
        </Loadable>

        <section aria-labelledby="receipts-list">
          <h2 id="receipts-list" className="mb-3 text-lg font-bold text-slate-900">
            Receipts
          </h2>
          <div className="mb-4 space-y-3">
            <SearchBox value={values.q} onSearch={(q) => set({ q })} label="Donor name, email or number" />
            <div className="grid grid-cols-3 gap-3 sm:max-w-xl">
              <Filter label="Year" id="filter-year">
                <Select id="filter-year" value={values.year} onChange={(year) => set({ year })} options={years} all="All" />
              </Filter>
              <Filter label="Status" id="filter-status">
                <Select id="filter-status" value={values.status} onChange={(status) => set({ status })} options={['valid', 'cancelled']} label={word} all="All" />
              </Filter>
              <Filter label="Kind" id="filter-kind">
                <Select id="filter-kind" value={values.kind} onChange={(kind) => set({ kind })} options={['single', 'annual']} label={word} all="All" />
              </Filter>
            </div>
          </div>
          <Loadable query={receipts} label="receipts">
            {(data) => (
              <>
                <ReceiptRows receipts={data.items} />
                <ListPager {...data} onPage={(p) => set({ page: p })} label="Receipts pages" />
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
  return (
    <Panel title="Yearly declaration (article 222 bis)">
      <div className="-mt-2 mb-4 space-y-2 text-sm text-slate-600">
        <p>
          For each year N, the foundation declares two figures: <strong>1. the total of the gifts received in N</strong> that its receipts name
          (whenever the receipt was issued: the annual receipts of N are issued in January of N+1), and <strong>2. the number of receipts issued
          in N</strong> (whatever year's gifts they name). Cancelled receipts are shown apart and not counted.
        </p>
        <p>
          Where and by when: on the foundation's yearly tax return (form 2070-SD, or 2065-SD for a body liable to corporate tax), at the latest
          the second working day after 1 May of N+1 for a year closed on 31 December (within three months of another closing date).
        </p>
      </div>
      <Table
        caption="Declaration per year"
        head={['Year N', '1. Gifts received in N, on receipts', '2. Receipts issued in N', 'Cancelled', 'Declaration']}
        empty={years.length === 0 && 'No receipt issued yet.'}
      >
        {years.map((y) => (
          <tr key={y.year}>
            <th scope="row" className={`${cell} font-bold text-slate-900`}>
              {y.year}
            </th>
            <td className={`${cell} whitespace-nowrap font-bold tabular-nums text-slate-900`}>
              {euros(y.valid.amount)}
              <span className="block text-xs font-normal text-slate-600">on {count(y.forMoney.count)} for {y.year}'s gifts</span>
              {y.companies.count > 0 && <span className="block text-xs font-normal text-slate-600">of which companies {euros(y.companies.amount)}</span>}
            </td>
            <td className={`${cell} tabular-nums`}>
              {count(y.valid.count)}
              <span className="block text-xs text-slate-600">naming {euros(y.issued.amount)}</span>
              {y.companies.count > 0 && <span className="block text-xs text-slate-600">of which companies {count(y.companies.count)}</span>}
            </td>
            <td className={`${cell} tabular-nums text-slate-600`}>
              <span className="whitespace-nowrap">{euros(y.cancelled.amount)}</span>
              <span className="block text-xs">{count(y.cancelled.count)}</span>
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
  const mark = useStaffAction(markDeclared, { fields: ['year'] as const, done: `${year.year} marked declared.` })
  if (year.declaredAt) {
    return (
      <span className="text-sm text-emerald-800">
        Declared {day(year.declaredAt)}
        <span className="block text-xs text-slate-600">by {year.declaredBy}</span>
      </span>
    )
  }
  if (!over) return <span className="text-sm text-slate-600">Due by {day(year.dueOn)}, once the year is over</span>
  return (
    <div className="text-sm">
      <span className="font-semibold text-amber-900">Due by {day(year.dueOn)}</span>
      <SubmitButton type="button" busy={mark.busy} busyLabel="Marking" onClick={() => mark.submit(year.year)}
        className="mt-1 flex rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white hover:bg-brand-900">
        Mark {year.year} declared
      </SubmitButton>
      {mark.failure && <span role="alert" className="mt-1 block text-xs font-semibold text-red-700">{mark.failure.fields.year ?? mark.failure.message}</span>}
    </div>
  )
}
