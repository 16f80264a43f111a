import { describe, expect, it } from 'vitest'
import { pickListing, totalPages } from './listing'

const entry = (id: string, created: string) => ({ id, created })

describe('pickListing', () => {
  it.each([
    {
      name: 'skips the first-created entry and features the newest remaining one',
      entries: [entry('c', '2024-03-01'), entry('b', '2024-02-01'), entry('a', '2024-01-01')],
      skipped: 'a',
      listed: ['c', 'b'],
      featured: 'c',
    },
    {
      name: 'skips by creation time, not by position',
      entries: [entry('old', '2020-01-01'), entry('new', '2025-01-01'), entry('mid', '2023-01-01')],
      skipped: 'old',
      listed: ['new', 'mid'],
      featured: 'new',
    },
    {
      name: 'breaks a creation-time tie by the smallest id',
      entries: [entry('seed2', '2024-01-01'), entry('seed0', '2024-01-01'), entry('seed1', '2024-01-01')],
      skipped: 'seed0',
      listed: ['seed2', 'seed1'],
      featured: 'seed2',
    },
    { name: 'one entry: nothing listed', entries: [entry('a', '2024-01-01')], skipped: 'a', listed: [], featured: null },
    { name: 'no entries', entries: [], skipped: null, listed: [], featured: null },
  ])('$name', ({ entries, skipped, listed, featured }) => {
    const result = pickListing(entries)
    expect(result.skipped?.id ?? null).toBe(skipped)
    expect(result.listed.map((e) => e.id)).toEqual(listed)
    expect(result.featured?.id ?? null).toBe(featured)
  })

  it('keeps the given order and does not change its input', () => {
    const entries = [entry('b', '2'), entry('a', '1'), entry('c', '3')]
    const copy = [...entries]
    expect(pickListing(entries).listed.map((e) => e.id)).toEqual(['b', 'c'])
    expect(entries).toEqual(copy)
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
    [19, 3],
    [20, 4],
  ])('%i entries (the skipped one included) make %i pages', (count, pages) => {
    expect(totalPages(count)).toBe(pages)
  })
})
