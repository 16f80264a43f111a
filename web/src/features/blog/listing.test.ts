import { describe, expect, it } from 'vitest'
import { anyListing, embeddedListing, listedOnly } from './listing'

describe('listedOnly', () => {
  it('leaves the skipped entry out, quoted as pb.filter() quotes it', () => {
    expect(listedOnly('abc123')).toBe('id != "abc123"')
    expect(listedOnly('a"b')).toBe('id != "a\\"b"')
  })

  it('is no filter when nothing is skipped (no entries)', () => {
    expect(listedOnly('')).toBeUndefined()
  })
})

describe('embeddedListing', () => {
  const listing = (page: number, totalPages: number) => ({
    skipped: 'first',
    featured: null,
    list: { page, perPage: 6, totalItems: totalPages * 6, totalPages, items: [] },
  })

  it.each([
    { name: 'the requested page', data: listing(2, 3), requested: 2, accepted: true },
    { name: 'the last page for a page beyond it', data: listing(3, 3), requested: 9, accepted: true },
    { name: 'page 1 when nothing is listed', data: listing(1, 0), requested: 4, accepted: true },
    { name: 'not another page', data: listing(1, 3), requested: 2, accepted: false },
    { name: 'not another shape', data: { items: [], totalPages: 1 }, requested: 1, accepted: false },
    { name: 'not nothing', data: null, requested: 1, accepted: false },
  ])('accepts $name: $accepted', ({ data, requested, accepted }) => {
    expect(embeddedListing(requested)(data) !== undefined).toBe(accepted)
  })

  it('any page gives the skipped and featured entries', () => {
    expect(anyListing(listing(3, 3))?.skipped).toBe('first')
    expect(anyListing({ skipped: 1, featured: null, list: listing(1, 1).list })).toBeUndefined()
  })
})
