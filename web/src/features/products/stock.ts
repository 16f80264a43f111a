import type { Product } from './types'

/**
 * Units left of a product in a size (the option stock counts by: the size, or '' for a product
 * without sizes); undefined when that option is not counted, that is unlimited.
 */
export function unitsLeft(product: Pick<Product, 'sizes' | 'stock'>, size: string): number | undefined {
  const left = product.stock?.[product.sizes.length > 0 ? size : '']
  return left === undefined ? undefined : Math.max(0, left)
}
