import { queryOptions, useQuery } from '@tanstack/react-query'
import { isNotFound } from '../../lib/apiFetch'
import { findProducts } from './api/findProducts'
import { getProduct } from './api/getProduct'

export const productKeys = {
  all: ['products'] as const,
  /** A page of the shop: its filter ('' for every product) and its number. */
  list: (filter: string, page: number) => ['products', 'list', filter, page] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  some: (ids: string[]) => ['products', 'some', ...ids] as const,
}

/** A product's query: its screen's, and its page's loader on the server (src/server/loaders.ts). */
export function productQuery(id: string) {
  return queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id), retry: (failures, error) => !isNotFound(error) && failures < 1 })
}

export function useProduct(id: string) {
  return useQuery(productQuery(id))
}

/** The cart's products as they are now, to drop the ones that are gone. */
export function useCartProducts(ids: string[]) {
  const sorted = [...new Set(ids)].sort()
  return useQuery({ queryKey: productKeys.some(sorted), queryFn: () => findProducts(sorted), enabled: sorted.length > 0 })
}
