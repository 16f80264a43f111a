import { describe, expect, it } from 'vitest'
import { filterProducts } from './filter'
import type { Product } from '../products'

const product = (name: string, category: string): Product => ({
  id: name,
  collectionId: 'c',
  collectionName: 'products',
  name,
  description: '',
  price: 1,
  category,
  galleries: [],
  sizes: [],
  colors: [],
})
const products = [product('Foundation Mug', 'Mug'), product('Team T-shirt', 'T-shirt'), product('Performance T-shirt', 'T-shirt'), product('Crème Bag', 'Bag')]

describe('filterProducts', () => {
  it.each([
    ['', 'All', ['Foundation Mug', 'Team T-shirt', 'Performance T-shirt', 'Crème Bag']],
    ['t-SHIRT', 'All', ['Team T-shirt', 'Performance T-shirt']],
    ['  mug ', 'All', ['Foundation Mug']],
    ['creme', 'All', ['Crème Bag']],
    ['', 'T-shirt', ['Team T-shirt', 'Performance T-shirt']],
    ['team', 'T-shirt', ['Team T-shirt']],
    ['mug', 'T-shirt', []],
    ['', 'Pens', []],
    ['zzz', 'All', []],
  ] as const)('%j in %s', (search, category, names) => {
    expect(filterProducts(products, search, category).map((p) => p.name)).toEqual(names)
  })
})
