import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listReceipts, type ReceiptFilters } from '../../api/listReceipts'
import type { ReceiptYear } from '../../api/types'
import { euros, word } from '../../format'
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

const keys = ['year', 'status', 'kind', 'q'] as const

/** Tax receipts: the yearly declaration figures, the receipts, the gifts still without one, the annual run. */
const count = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`

export function ReceiptsScreen() {
  const { values, page, set } = useSearchState(keys)
  const filters = { ...values, page } as ReceiptFilters
  for (const key of keys) if (!values[key]) delete filters[key]
  const receipts = useQuery({ queryKey: ['staff', 'receipts', filters], queryFn: () => listReceipts(filters), placeholderData: keepPreviousData })
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
            <SearchBox key={values.q} value={values.q} onSearch={(q) => set({ q })} label="Donor name, email or number" />
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

/** The figures the foundation declares each year (article 222 bis of the CGI): valid receipts, cancelled ones apart. */
function Declaration({ years }: { years: ReceiptYear[] }) {
  return (
    <Panel title="Yearly declaration">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Number and total of the valid receipts issued each year (article 222 bis of the CGI); the cancelled ones are shown apart and not counted.
      </p>
      <Table narrow caption="Receipts per year" head={['Year', 'Valid receipts', 'Cancelled']} empty={years.length === 0 && 'No receipt issued yet.'}>
        {years.map((y) => (
          <tr key={y.year}>
            <th scope="row" className={`${cell} font-bold text-slate-900`}>
              {y.year}
            </th>
            <td className={`${cell} tabular-nums`}>
              <span className="whitespace-nowrap font-bold text-slate-900">{euros(y.valid.amount)}</span>
              <span className="block text-xs text-slate-600">{count(y.valid.count)}</span>
            </td>
            <td className={`${cell} tabular-nums text-slate-600`}>
              <span className="whitespace-nowrap">{euros(y.cancelled.amount)}</span>
              <span className="block text-xs">{count(y.cancelled.count)}</span>
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  )
}
