import type { OrderList, OrderRow, Page } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** The orders lists, as GET /api/staff/orders?list= names them. */
export type { OrderList }

export type OrderFilters = { list?: OrderList; q?: string; page: number }

export const listOrders = ({ list, q, page }: OrderFilters) =>
  staffCall<Page<OrderRow>>('/orders', { query: { list, q: q || undefined, page, perPage: 20 } })
