import { useQuery } from '@tanstack/react-query'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt, recordWithId } from '../../lib/initialData'
import { findProducts } from './api/findProducts'
import { getProduct } from './api/getProduct'
import { toProduct, type ProductRecord } from './api/productRecord'

export const productKeys = {
  all: ['products'] as const,
  /** A page of the shop: its filter ('' for every product) and its number. */
  list: (filter: string, page: number) => ['products', 'list', filter, page] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  some: (ids: string[]) => ['products', 'some', ...ids] as const,
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
