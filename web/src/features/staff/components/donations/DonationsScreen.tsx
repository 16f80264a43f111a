import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listDonations, type DonationFilters } from '../../api/listDonations'
import { eurosWithTest, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
import { useSearchState } from '../../hooks/useSearchState'
import { control, Filter, Select } from '../ui/Filter'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { SearchBox } from '../ui/SearchBox'
import { StaffPage } from '../ui/StaffPage'
import { DonationRows } from './DonationRows'
import { staffKeys } from '../../api/keys'
import { donationStatusValues, methodValues, rhythmValues } from '../../../../lib/contract.gen'
import { ButtonLink } from '../../../../components/Button'

const choices = { method: methodValues, rhythm: rhythmValues, status: donationStatusValues }

/** The value if it is one of the choices (the address may say anything), else none. */
const chosen = <V extends string>(options: readonly V[], value: string): V | undefined => options.find((o) => o === value)

const keys = ['method', 'rhythm', 'status', 'from', 'to', 'q'] as const

export function DonationsScreen() {
  const { values, page, set } = useSearchState(keys)
  const t = useStaffWords(donationMessages)
  const { word } = useStaffFormat()
  const filters: DonationFilters = {
    method: chosen(choices.method, values.method),
    rhythm: chosen(choices.rhythm, values.rhythm),
    status: chosen(choices.status, values.status),
    from: values.from || undefined,
    to: values.to || undefined,
    q: values.q || undefined,
    page,
  }
  const donations = useQuery({ queryKey: staffKeys.donations(filters), queryFn: () => listDonations(filters), placeholderData: keepPreviousData })
  return (
    <StaffPage title={t.title} actions={<ButtonLink to="/staff/donations/record" size="sm">{t.recordOther}</ButtonLink>}>
      <div className="mb-4 space-y-3">
        <SearchBox value={values.q} onSearch={(q) => set({ q })} label={t.searchLabel} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {(['method', 'rhythm', 'status'] as const).map((name) => (
            <Filter key={name} label={t.filters[name]} id={`filter-${name}`}>
              <Select id={`filter-${name}`} value={values[name]} onChange={(value) => set({ [name]: value })} options={choices[name]} label={word} all={t.all} />
            </Filter>
          ))}
          <Filter label={t.from} id="filter-from">
            <input id="filter-from" type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} className={control} />
          </Filter>
          <Filter label={t.to} id="filter-to">
            <input id="filter-to" type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} className={control} />
          </Filter>
        </div>
      </div>
      <Loadable query={donations} label={t.loading}>
        {(data) => (
          <>
            <p className="mb-4 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200" aria-live="polite">
              <span className="font-black text-slate-900">{data.totals.count}</span> {t.gifts(data.totals.count)} ·{' '}
              <span className="font-black text-slate-900">{eurosWithTest(data.totals.collected, data.totals.test)}</span> {t.kept}
            </p>
            <DonationRows gifts={data.items} caption={t.caption} />
            <ListPager {...data} onPage={(p) => set({ page: p })} label={t.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}
