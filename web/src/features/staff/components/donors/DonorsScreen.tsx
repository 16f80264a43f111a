import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { listDonors } from '../../api/listDonors'
import { day, euros } from '../../format'
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
  const donors = useQuery({ queryKey: staffKeys.donors(values.q, page), queryFn: () => listDonors({ q: values.q, page }), placeholderData: keepPreviousData })
  return (
    <StaffPage title="Donors" intro="One line per person: every gift they made with the same email, on every channel.">
      <div className="mb-4">
        <SearchBox value={values.q} onSearch={(q) => set({ q })} label="Donor name or email" />
      </div>
      <Loadable query={donors} label="donors">
        {(data) => (
          <>
            <Table caption="Donors" head={['Donor', 'Place', 'Gifts', 'Collected', 'Last gift']} empty={data.items.length === 0 && 'No donor matches.'}>
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
            <ListPager {...data} onPage={(p) => set({ page: p })} label="Donors pages" />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}
