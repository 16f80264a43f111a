import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt, recordWithId } from '../../lib/initialData'
import { clampPage, maxPage } from '../../lib/pagination'
import type { RecordsPage } from '../../lib/records'
import { findProducts } from './api/findProducts'
import { getProduct } from './api/getProduct'
import { listProducts } from './api/listProducts'
import { toProduct, type ProductRecord } from './api/productRecord'
import type { Product } from './types'

export const productKeys = {
  all: ['products'] as const,
  /** A page of the shop: its filter ('' for every product) and its number. */
  list: (filter: string, page: number) => ['products', 'list', filter, page] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  some: (ids: string[]) => ['products', 'some', ...ids] as const,
}

/** The shop's first page, unfiltered, as the server put it in /shop (listProducts' answer to it). */
function servedFirstPage(data: unknown): RecordsPage<Product> | undefined {
  const answer = data as Partial<RecordsPage<ProductRecord>> | null
  if (!answer || !Array.isArray(answer.items) || answer.page !== 1 || typeof answer.totalPages !== 'number') return undefined
  return { ...(answer as RecordsPage<ProductRecord>), items: answer.items.map(toProduct) }
}

/** Page `page` of the products, or the last page when it asked beyond it. */
async function readProducts(page: number, filter?: string): Promise<RecordsPage<Product>> {
  const asked = Math.min(Math.max(1, page), maxPage)
  const answer = await listProducts(asked, filter)
  const within = clampPage(asked, answer.totalPages)
  return within !== asked ? listProducts(within, filter) : answer
}

/**
 * Page `page` of the products `filter` keeps (every product without one), read from the server
 * one page at a time; while another page or filter loads, the last one stays on screen.
 */
export function useProducts(page: number, filter?: string) {
  return useQuery({
    queryKey: productKeys.list(filter ?? '', page),
    queryFn: () => readProducts(page, filter),
    initialData: () => (filter === undefined && page === 1 ? initialData('products.list', servedFirstPage) : undefined),
    initialDataUpdatedAt: loadedAt,
    placeholderData: keepPreviousData,
  })
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    initialData: () =>
      initialData('products.detail', (data) => {
        const record = recordWithId<ProductRecord>(id)(data)
        return record && toProduct(record)
      }),
    initialDataUpdatedAt: loadedAt,
  })
}

/** The cart's products as they are now, to drop the ones that are gone. */
export function useCartProducts(ids: string[]) {
  const sorted = [...new Set(ids)].sort()
  return useQuery({ queryKey: productKeys.some(sorted), queryFn: () => findProducts(sorted), enabled: sorted.length > 0 })
}
