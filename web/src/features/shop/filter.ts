import { recordsFilter } from '../../lib/records'
import type { Category } from './categories'

/**
 * The records filter for the products whose name contains the search (case aside, spaces around
 * it ignored) and whose category is the chosen one ("All": any); none when nothing is chosen.
 * The server applies it, a page at a time.
 */
export function productsFilter(search: string, category: Category): string | undefined {
  const name = search.trim()
  const parts = [category !== 'All' && recordsFilter('category = {:category}', { category }), name && recordsFilter('name ~ {:name}', { name })]
  return parts.filter(Boolean).join(' && ') || undefined
}
