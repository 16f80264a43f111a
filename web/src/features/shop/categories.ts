import { productsCategoryValues } from '../../lib/records.gen'

/** The spec's category chips, in order (the products collection's): "All" shows every product. */
export const categories = ['All', ...productsCategoryValues] as const

export type Category = (typeof categories)[number]

export function isCategory(value: string | null): value is Category {
  return categories.includes(value as Category)
}
