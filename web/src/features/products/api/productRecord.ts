import type { Product } from '../types'

/** A product as the records API sends it: the JSON fields may hold anything staff typed. */
export type ProductRecord = Omit<Product, 'galleries' | 'sizes' | 'colors'> & {
  galleries?: string[] | null
  sizes?: unknown
  colors?: unknown
}

/** What the shop reads of a product (every call asks for the same fields). */
export const productFields = 'id,collectionId,collectionName,name,description,price,category,galleries,sizes,colors'

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** Sizes and colours are JSON fields edited in the dashboard: anything but a list of strings reads as none. */
export function toProduct(record: ProductRecord): Product {
  return {
    id: record.id,
    collectionId: record.collectionId,
    collectionName: record.collectionName,
    name: record.name,
    description: record.description ?? '',
    price: Number(record.price) || 0,
    category: record.category,
    galleries: record.galleries ?? [],
    sizes: strings(record.sizes),
    colors: strings(record.colors),
  }
}
