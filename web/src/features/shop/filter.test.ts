import { describe, expect, it } from 'vitest'
import { fold, productsFilter } from './filter'

describe('productsFilter', () => {
  it.each([
    ['', 'All', undefined],
    ['  ', 'All', undefined],
    ['t-SHIRT', 'All', 'searchName ~ "t-shirt"'],
    ['  mug ', 'All', 'searchName ~ "mug"'],
    ['Crème', 'All', 'searchName ~ "creme"'],
    ['team  TÉE', 'All', 'searchName ~ "team" && searchName ~ "tee"'],
    ['', 'T-shirt', 'category = "T-shirt"'],
    ['team', 'T-shirt', 'category = "T-shirt" && searchName ~ "team"'],
    // A quote cannot end the text early: it is escaped as pb.filter() escapes it.
    ['a"b||', 'All', 'searchName ~ "a\\"b||"'],
  ] as const)('%j in %s', (search, category, filter) => {
    expect(productsFilter(search, category)).toBe(filter)
  })
})

describe('fold', () => {
  it.each([
    ['  Crème ', 'creme'],
    ['T-SHIRT Équipe', 't-shirt equipe'],
    ['Inès Ñoño Œuvre', 'ines nono œuvre'],
  ])('%j → %j', (text, folded) => {
    expect(fold(text)).toBe(folded)
  })
})
