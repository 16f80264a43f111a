import { describe, expect, it } from 'vitest'
import { clampPage, parsePage } from './pagination'

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99', 99],
  ])('%j reads as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })
})

describe('clampPage', () => {
  it.each([
    [1, 2, 1],
    [2, 2, 2],
    [3, 2, 2],
    [99, 3, 3],
    [0, 3, 1],
    [-4, 3, 1],
    [1, 0, 1],
    [5, 0, 1],
    [Number.NaN, 3, 1],
  ])('page %d of %d is shown as %d', (page, total, shown) => {
    expect(clampPage(page, total)).toBe(shown)
  })
})
