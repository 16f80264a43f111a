import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { listOrders } from '../../api/listOrders'
import type { OrderList } from '../../api/listOrders'
import { formatEuros } from '../../../../lib/money'
import { when } from '../../format'
import { useSearchState } from '../../hooks/useSearchState'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { SearchBox } from '../ui/SearchBox'
import { StaffPage } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { openableRow, useRowOpen } from '../ui/useRowOpen'
import { orderLabel } from '../../../../lib/orderNumber'
import { useBulkShip } from './BulkShip'
import { staffKeys } from '../../api/keys'

const lists: { value: OrderList | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'to_pay', label: 'To pay' },
  { value: 'to_ship', label: 'Paid · to ship' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'cancelled', label: 'Cancelled' },
]

export function OrdersScreen() {
  const { values, page, set } = useSearchState(['list', 'q'] as const)
  const list = lists.find((l) => l.value === values.list)?.value || undefined
  const orders = useQuery({
    queryKey: staffKeys.orderList(list, values.q, page),
    queryFn: () => listOrders({ list, q: values.q, page }),
    placeholderData: keepPreviousData,
  })
  const toShip = list === 'to_ship'
  const labels = new Map((orders.data?.items ?? []).map((o) => [o.id, orderLabel(o)]))
  const bulk = useBulkShip(labels)
  // A click anywhere on a row opens its order, as its number's link does for the keyboard.
  const open = useRowOpen()
  return (
    <StaffPage title="Orders">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Order lists" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1">
            {lists.map((l) => (
              <li key={l.label}>
                <button
                  type="button"
                  aria-pressed={(list ?? '') === l.value}
                  onClick={() => set({ list: l.value })}
                  className="whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
                >
                  {l.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox value={values.q} onSearch={(q) => set({ q })} label="Name, email or order number" />
      </div>
      {toShip && bulk.outcome}
      <Loadable query={orders} label="orders">
        {(data) => (
          <>
            {toShip && data.items.length > 0 && bulk.bar}
            <Table
              caption="Orders"
              head={[...(toShip && data.items.length > 0 ? [<SelectAll key="all" ids={data.items.map((o) => o.id)} selected={bulk.selected} onChange={bulk.setSelected} />] : []), 'Order', 'Date', 'Customer', 'Total', 'Status']}
              empty={data.items.length === 0 && 'No order in this list.'}
            >
              {data.items.map((o) => (
                <tr key={o.id} className={openableRow} onClick={open(`/staff/orders/${o.id}`)}>
                  {toShip && (
                    <td className="p-0 align-top">
                      {/* The whole cell ticks the box: a click that just misses it must not open the order. */}
                      <label className="flex cursor-pointer py-1 sm:px-4 sm:py-3">
                        <input type="checkbox" aria-label={`Select ${orderLabel(o)}`} checked={bulk.selected.has(o.id)}
                          onChange={(e) => bulk.toggle(o.id, e.target.checked)} className="h-4 w-4 accent-brand-700" />
                      </label>
                    </td>
                  )}
                  <td className={cell}>
                    <Link to={`/staff/orders/${o.id}`} className="whitespace-nowrap font-semibold text-brand-700 underline">
                      {orderLabel(o)}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{when(o.created)}</td>
                  <td className={cell}>
                    <span className="block font-semibold text-slate-900">{o.name}</span>
                    <span className="text-slate-600">{o.email}</span>
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatEuros(o.amountTotal)}</td>
                  <td className={cell}>
                    <StatusBadge status={o.status} test={o.test} />
                  </td>
                </tr>
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label="Orders pages" />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

/** Ticks or clears every order of the page. */
function SelectAll({ ids, selected, onChange }: { ids: string[]; selected: Set<string>; onChange: (s: Set<string>) => void }) {
  const all = ids.length > 0 && ids.every((id) => selected.has(id))
  // Its words show on a phone, where the list is cards with no column heads beside the box.
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" checked={all} onChange={(e) => onChange(new Set(e.target.checked ? ids : []))} className="h-4 w-4 accent-brand-700" />
      <span className="text-sm font-semibold normal-case tracking-normal text-slate-700 sm:sr-only">Select every order of this page</span>
    </label>
  )
}
