import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { Button } from '../../../../components/Button'
import { listOrders } from '../../api/listOrders'
import type { OrderList } from '../../api/listOrders'
import { orderListValues } from '../../../../lib/contract.gen'
import { formatEuros } from '../../../../lib/money'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
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

const lists: (OrderList | '')[] = ['', ...orderListValues]

export function OrdersScreen() {
  const { values, page, set } = useSearchState(['list', 'q'] as const)
  const { list: words } = useStaffWords(ordersMessages)
  const { when } = useStaffFormat()
  const list = lists.find((l) => l === values.list) || undefined
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
    <StaffPage title={words.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={words.listsLabel} className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1">
            {lists.map((l) => (
              <li key={l}>
                <Button variant="choice" size="chip" aria-pressed={(list ?? '') === l} onClick={() => set({ list: l })} className="whitespace-nowrap">
                  {words.lists[l || 'all']}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox value={values.q} onSearch={(q) => set({ q })} label={words.search} />
      </div>
      {toShip && bulk.outcome}
      <Loadable query={orders} label={words.loading}>
        {(data) => (
          <>
            {toShip && data.items.length > 0 && bulk.bar}
            <Table
              caption={words.title}
              head={[...(toShip && data.items.length > 0 ? [<SelectAll key="all" ids={data.items.map((o) => o.id)} selected={bulk.selected} onChange={bulk.setSelected} />] : []), words.head.order, words.head.date, words.head.customer, words.head.total, words.head.status]}
              empty={data.items.length === 0 && words.empty}
            >
              {data.items.map((o) => (
                <tr key={o.id} className={openableRow} onClick={open(`/staff/orders/${o.id}`)}>
                  {toShip && (
                    <td className="p-0 align-top">
                      {/* The whole cell ticks the box: a click that just misses it must not open the order. */}
                      <label className="flex cursor-pointer py-1 sm:px-4 sm:py-3">
                        <input type="checkbox" aria-label={words.select(orderLabel(o))} checked={bulk.selected.has(o.id)}
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
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

/** Ticks or clears every order of the page. */
function SelectAll({ ids, selected, onChange }: { ids: string[]; selected: Set<string>; onChange: (s: Set<string>) => void }) {
  const { list: words } = useStaffWords(ordersMessages)
  const all = ids.length > 0 && ids.every((id) => selected.has(id))
  // Its words show on a phone, where the list is cards with no column heads beside the box.
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" checked={all} onChange={(e) => onChange(new Set(e.target.checked ? ids : []))} className="h-4 w-4 accent-brand-700" />
      <span className="text-sm font-semibold normal-case tracking-normal text-slate-700 sm:sr-only">{words.selectAll}</span>
    </label>
  )
}
