import { describe, expect, it } from 'vitest'
import { listedOnly, pageShown, totalPages } from './listing'

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
