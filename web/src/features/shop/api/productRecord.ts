import { fileURL, getOne, listAll } from '../../lib/records'
import type { Product } from './types'

type ProductRecord = Omit<Product, 'galleries' | 'sizes' | 'colors'> & {
  galleries?: string[] | null
  sizes?: unknown
  colors?: unknown
}

const fields = 'id,collectionId,collectionName,name,description,price,category,galleries,sizes,colors'

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** Sizes and colours are JSON fields edited in the dashboard: anything but a list of strings reads as none. */
function toProduct(record: ProductRecord): Product {
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

export async function listProducts(): Promise<Product[]> {
  const records = await listAll<ProductRecord>('products', { sort: 'created,name', fields })
  return records.map(toProduct)
}

/** One product; rejects with a ClientResponseError (status 404) when it does not exist. */
export async function getProduct(id: string): Promise<Product> {
  return toProduct(await getOne<ProductRecord>('products', id, { fields }))
}

/** The products among ids that still exist (the cart checks its lines with it). */
export async function findProducts(ids: string[]): Promise<Product[]> {
  // A stored id that is not a record id cannot match: leave it out of the filter (its line is then dropped).
  const valid = ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
  if (valid.length === 0) return []
  const filter = valid.map((id) => `id="${id}"`).join(' || ')
  const records = await listAll<ProductRecord>('products', { filter, fields })
  return records.map(toProduct)
}

/** A product image URL, as one of the collection's thumbnails ("100x100", "400x300", "800x600"). */
export function productImage(product: Pick<Product, 'id' | 'collectionId' | 'collectionName'>, file: string | undefined, thumb: string): string {
  if (!file) return ''
  return fileURL(product, file, thumb)
}
