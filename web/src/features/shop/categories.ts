/** The spec's category chips, in order; "All" shows every product. */
export const categories = ['All', 'Mug', 'T-shirt', 'Bag', 'Accessories', 'Pens', 'Others'] as const

export type Category = (typeof categories)[number]

export function isCategory(value: string | null): value is Category {
  return categories.includes(value as Category)
}
