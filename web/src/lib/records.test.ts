import { describe, expect, it } from 'vitest'
import { recordsFilter, thumbSrcSet } from './records'

describe('thumbSrcSet', () => {
  const article = { id: 'a1', collectionId: 'pbc_1' }

  it('lists each thumbnail at its width, then the 1200 px original', () => {
    expect(thumbSrcSet(article, 'cover.jpg', ['672x378', '800x600'])).toBe(
      '/api/files/pbc_1/a1/cover.jpg?thumb=672x378 672w, /api/files/pbc_1/a1/cover.jpg?thumb=800x600 800w, /api/files/pbc_1/a1/cover.jpg 1200w',
    )
  })

  it('is empty without a file', () => {
    expect(thumbSrcSet(article, '', ['800x600'])).toBe('')
  })
})

describe('recordsFilter', () => {
  it.each([
    ['id != {:id}', { id: 'abc' }, 'id != "abc"'],
    ['name ~ {:name} && category = {:name}', { name: 'Mug' }, 'name ~ "Mug" && category = "Mug"'],
    ['title = {:title}', { title: 'a "b" \\ c' }, 'title = "a \\"b\\" \\\\ c"'],
    ['price > {:price} && active = {:active}', { price: 12.5, active: true }, 'price > 12.5 && active = true'],
    ['id = {:other}', { id: 'x' }, 'id = {:other}'],
  ])('%s with %j', (expression, params, filter) => {
    expect(recordsFilter(expression, params)).toBe(filter)
  })
})
