import { recordsFilter } from '../../lib/records'
import type { Category } from './categories'

/**
 * The records filter for the products whose name contains the search (case aside, spaces around
 * it ignored) and whose category is the chosen one ("All": any); none when nothing is chosen.
 * The server applies it, a page at a time.
 */
export function productsFilter(search: string, category: Category): string | undefined {
  const parts: string[] = []
  if (category !== 'All') parts.push(recordsFilter('category = {:category}', { category }))
  const wanted = search.trim()
  if (wanted !== '') parts.push(recordsFilter('name ~ {:name}', { name: wanted }))
  return parts.length > 0 ? parts.join(' && ') : undefined
}
