import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { maxPage } from '../../lib/pagination'
import { listProducts } from './api/listProducts'
import { productKeys } from './queries'

// The shop's pages: only /shop reads them, so a product's page and the cart do not load this.

/** A page of the shop's query: its screen's, and its page's loader on the server (src/server/loaders.ts). */
export function productsQuery(page: number, filter?: string) {
  return queryOptions({
    queryKey: productKeys.list(filter ?? '', page),
    // A page beyond the last (an old link) shows no product, and the way back to them all.
    queryFn: () => listProducts(Math.min(page, maxPage), filter),
  })
}

/**
 * Page `page` of the products `filter` keeps (every product without one), read from the server
 * one page at a time; while another page or filter loads, the last one stays on screen.
 */
export function useProducts(page: number, filter?: string) {
  return useQuery({ ...productsQuery(page, filter), placeholderData: keepPreviousData })
}
