import { describe, expect, it } from 'vitest'
import { productsFilter } from './filter'

describe('productsFilter', () => {
  it.each([
    ['', 'All', undefined],
    ['  ', 'All', undefined],
    ['t-SHIRT', 'All', 'name ~ "t-SHIRT"'],
    ['  mug ', 'All', 'name ~ "mug"'],
    ['', 'T-shirt', 'category = "T-shirt"'],
    ['team', 'T-shirt', 'category = "T-shirt" && name ~ "team"'],
    // A quote cannot end the text early: it is escaped as pb.filter() escapes it.
    ['a"b || id != ""', 'All', 'name ~ "a\\"b || id != \\"\\""'],
  ] as const)('%j in %s', (search, category, filter) => {
    expect(productsFilter(search, category)).toBe(filter)
  })
})
