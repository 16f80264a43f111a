import type { ProductsRecord } from '../../../lib/records.gen'
import type { Product } from '../types'

/** The fields the shop reads of a product (every call asks for the same ones). */
const productKeys = [
  'id',
  'collectionId',
  'collectionName',
  'name',
  'description',
  'price',
  'category',
  'galleries',
  'sizes',
  'colors',
  'stock',
] as const satisfies readonly (keyof ProductsRecord)[]

/** A product as the records API sends it: the JSON fields may hold anything staff typed. */
export type ProductRecord = Pick<ProductsRecord, (typeof productKeys)[number]>

/** What the shop asks for of a product. */
export const productFields = productKeys.join(',')

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
