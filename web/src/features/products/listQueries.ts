import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { initialData, loadedAt } from '../../lib/initialData'
import { maxPage } from '../../lib/pagination'
import type { RecordsPage } from '../../lib/records'
import { listProducts, toProductsPage } from './api/listProducts'
import type { ProductRecord } from './api/productRecord'
import { productKeys } from './queries'
import type { Product } from './types'

// The shop's pages: only /shop reads them, so a product's page and the cart do not load this.

/** The shop's first page, unfiltered, as the server put it in /shop (listProducts' answer to it). */
function servedFirstPage(data: unknown): RecordsPage<Product> | undefined {
  const answer = data as RecordsPage<ProductRecord> | null
  return answer?.page === 1 && Array.isArray(answer.items) ? toProductsPage(answer) : undefined
}

/**
 * Page `page` of the products `filter` keeps (every product without one), read from the server
 * one page at a time; while another page or filter loads, the last one stays on screen.
 */
export function useProducts(page: number, filter?: string) {
  return useQuery({
    queryKey: productKeys.list(filter ?? '', page),
    // A page beyond the last (an old link) shows no product, and the way back to them all.
    queryFn: () => listProducts(Math.min(page, maxPage), filter),
    initialData: () => (filter === undefined && page === 1 ? initialData('products.list', servedFirstPage) : undefined),
    initialDataUpdatedAt: loadedAt,
    placeholderData: keepPreviousData,
  })
}
