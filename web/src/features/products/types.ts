import type { ProductRecord } from './api/productRecord'

/**
 * A product as the shop reads it (price in euros): the record's fields, its JSON fields checked.
 * `galleries` are the file names of the product's images; the first is its main picture.
 */
export type Product = Omit<ProductRecord, 'sizes' | 'colors' | 'stock'> & {
  sizes: string[]
  colors: string[]
  /**
   * Units left of each option counted (size → units; '' for a product without sizes). An option
   * not named is unlimited; no stock at all: everything is.
   */
  stock?: Record<string, number>
}
