import type { Category } from './categories'
import type { Product } from '../products'

/** Lower case without accents, so "tee" finds "Tée" and "T-SHIRT" finds "t-shirt". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

/** The products whose name contains the search and whose category is the chosen one ("All": any). */
export function filterProducts(products: Product[], search: string, category: Category): Product[] {
  const wanted = fold(search)
  return products.filter(
    (p) => (category === 'All' || p.category === category) && (wanted === '' || fold(p.name).includes(wanted)),
  )
}
