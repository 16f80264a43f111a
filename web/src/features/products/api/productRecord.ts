import type { Product } from '../types'

/** A product as the records API sends it: the JSON fields may hold anything staff typed. */
export type ProductRecord = Omit<Product, 'galleries' | 'sizes' | 'colors' | 'stock'> & {
  galleries?: string[] | null
  sizes?: unknown
  colors?: unknown
  stock?: unknown
}

/** What the shop reads of a product (every call asks for the same fields). */
export const productFields = 'id,collectionId,collectionName,name,description,price,category,galleries,sizes,colors,stock'

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** The stock as counts by option: anything but a whole number of units reads as not counted. */
function counts(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])))
}

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
    stock: counts(record.stock),
  }
}
