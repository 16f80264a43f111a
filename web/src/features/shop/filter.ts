import { recordsFilter } from '../../lib/records'
import { parsePage } from '../../lib/pagination'
import { isCategory, type Category } from './categories'

/**
 * Lower case without accents, as the server keeps each product's searchName
 * (internal/records/fold.go): "Crème" and "creme" are the same search.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC').toLowerCase().trim()
}

/**
 * The records filter for the products whose name holds every word of the search, in any order,
 * blind to case and accents, and whose category is the chosen one ("All": any); none when nothing
 * is chosen. The server applies it, a page at a time.
 */
export function productsFilter(search: string, category: Category): string | undefined {
  const words = fold(search).split(/\s+/).filter(Boolean)
  const parts = [
    category !== 'All' && recordsFilter('category = {:category}', { category }),
    ...words.map((word) => recordsFilter('searchName ~ {:word}', { word })),
  ]
  return parts.filter(Boolean).join(' && ') || undefined
}

/** What the shop's address asks for (?q=, ?category=, ?page=): its screen's, and its page's loader on the server (src/server/loaders.ts). */
export function shopSearch(params: URLSearchParams) {
  const search = params.get('q') ?? ''
  const category: Category = isCategory(params.get('category')) ? (params.get('category') as Category) : 'All'
  return { search, category, page: parsePage(params.get('page')), filter: productsFilter(search, category) }
}
