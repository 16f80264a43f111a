import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { listDonors } from '../../api/listDonors'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donorMessages } from './messages'
import { useSearchState } from '../../hooks/useSearchState'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { SearchBox } from '../ui/SearchBox'
import { StaffPage } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'

/** People who gave, one row per email whatever the channel, latest gift first. */
export function DonorsScreen() {
  const { values, page, set } = useSearchState(['q'] as const)
  const t = useStaffWords(donorMessages)
  const { day } = useStaffFormat()
  const h = t.head
  const donors = useQuery({ queryKey: staffKeys.donors(values.q, page), queryFn: () => listDonors({ q: values.q, page }), placeholderData: keepPreviousData })
  return (
    <StaffPage title={t.title} intro={t.intro}>
      <div className="mb-4">
        <SearchBox value={values.q} onSearch={(q) => set({ q })} label={t.searchLabel} />
      </div>
      <Loadable query={donors} label={t.loading}>
        {(data) => (
          <>
            <Table caption={t.caption} head={[h.donor, h.place, h.gifts, h.collected, h.lastGift]} empty={data.items.length === 0 && t.noneMatches}>
              {data.items.map((d) => (
                <tr key={d.email} className="hover:bg-slate-50">
                  <td className={cell}>
                    <Link to={`/staff/donors/${encodeURIComponent(d.email)}`} className="font-semibold text-brand-700 underline">
                      {d.name || d.email}
                    </Link>
                    <span className="block text-xs text-slate-500">{d.email}</span>
                  </td>
                  <td className={cell}>{[d.postalCode, d.town, d.country].filter(Boolean).join(' · ')}</td>
                  <td className={`${cell} tabular-nums`}>{d.gifts}</td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(d.collected)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{day(d.lastGift)}</td>
                </tr>
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label={t.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}
