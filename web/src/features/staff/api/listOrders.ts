import { staffCall } from './staffCall'
import type { OrderList, OrderRow, Page } from './types'

export type OrderFilters = { list?: OrderList; q?: string; page: number }

export const listOrders = ({ list, q, page }: OrderFilters) =>
  staffCall<Page<OrderRow>>('/orders', { query: { list, q: q || undefined, page, perPage: 20 } })
