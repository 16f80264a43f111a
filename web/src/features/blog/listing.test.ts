import { describe, expect, it } from 'vitest'
import { listedOnly, pageShown, servedListing, servedPage, totalPages } from './listing'

describe('listedOnly', () => {
  it('leaves the skipped entry out, quoted as pb.filter() quotes it', () => {
    expect(listedOnly('abc123')).toBe('id != "abc123"')
    expect(listedOnly('a"b')).toBe('id != "a\\"b"')
  })

  it('is no filter when nothing is skipped (no entries)', () => {
    expect(listedOnly('')).toBeUndefined()
  })
})

describe('totalPages', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [7, 1],
    [8, 2],
    [11, 2],
    [13, 2],
    [14, 3],
  ])('%i entries (one skipped) make %i pages', (count, pages) => {
    expect(totalPages(count)).toBe(pages)
  })
})

describe('pageShown', () => {
  it.each([
    [1, 11, 1],
    [2, 11, 2],
    [99, 11, 2],
    [0, 11, 1],
    [3, 1, 1],
    [3, 0, 1],
  ])('page %i of %i entries shows page %i', (requested, articles, shown) => {
    expect(pageShown(requested, { firstCreated: 'a', articles })).toBe(shown)
  })
})

describe('servedPage', () => {
  const served = (page: number, articles: number) => ({
    tally: { firstCreated: 'first', articles },
    featured: null,
    page: { page, perPage: 6, totalItems: -1, totalPages: -1, items: [] },
  })

  it.each([
    { name: 'the requested page', data: served(2, 19), requested: 2, accepted: true },
    { name: 'the last page for a page beyond it', data: served(3, 19), requested: 9, accepted: true },
    { name: 'page 1 when nothing is listed', data: served(1, 0), requested: 4, accepted: true },
    { name: 'not another page', data: served(1, 19), requested: 2, accepted: false },
    { name: 'not another shape', data: { items: [], totalPages: 1 }, requested: 1, accepted: false },
    { name: 'not nothing', data: null, requested: 1, accepted: false },
  ])('accepts $name: $accepted', ({ data, requested, accepted }) => {
    expect(servedPage(requested)(data) !== undefined).toBe(accepted)
  })

  it('any page gives the tally and the featured entry', () => {
    expect(servedListing(served(3, 19))?.tally).toEqual({ firstCreated: 'first', articles: 19 })
    expect(servedListing({ ...served(1, 1), tally: { firstCreated: 'a', articles: '1' } })).toBeUndefined()
  })
})
