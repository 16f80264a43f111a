import { useQuery } from '@tanstack/react-query'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt, recordWithId, wholeList } from '../../lib/initialData'
import { findProducts } from './api/findProducts'
import { getProduct } from './api/getProduct'
import { listProducts } from './api/listProducts'
import { toProduct, type ProductRecord } from './api/productRecord'

export const productKeys = {
  list: ['products', 'list'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  some: (ids: string[]) => ['products', 'some', ...ids] as const,
}

/** The catalogue the server put in the page, when it is the whole of it (one page, as listProducts reads it). */
function embeddedCatalogue() {
  return initialData('products.list', (data) => wholeList<ProductRecord>(data)?.map(toProduct))
}

export function useProducts() {
  return useQuery({ queryKey: productKeys.list, queryFn: listProducts, initialData: embeddedCatalogue, initialDataUpdatedAt: loadedAt })
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
