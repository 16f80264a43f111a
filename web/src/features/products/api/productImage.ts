import { fileURL } from '../../../lib/records'
import type { Product } from '../types'

/** A product image URL, as one of the collection's thumbnails ("100x100", "400x300", "800x600"). */
export function productImage(product: Pick<Product, 'id' | 'collectionId' | 'collectionName'>, file: string | undefined, thumb: string): string {
  if (!file) return ''
  return fileURL(product, file, thumb)
}
