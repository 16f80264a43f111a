import { expect, it } from 'vitest'
import { formatDate } from './dates'

it.each([
  ['2024-03-05 09:00:00.000Z', 'Mar 05, 2024'],
  ['2025-12-31T23:59:59Z', 'Dec 31, 2025'],
  ['2026-01-01 00:00:00.000Z', 'Jan 01, 2026'],
])('formats %s as %s', (input, expected) => {
  expect(formatDate(input)).toBe(expected)
})

it('returns an empty string for an invalid date', () => {
  expect(formatDate('not a date')).toBe('')
})

it.each([
  ['2026-11-28 09:00:00.000Z', '28 novembre 2026'],
  ['2024-03-05T00:00:00Z', '5 mars 2024'],
])('writes %s as a French foundation does: %s', (input, expected) => {
  expect(formatDate(input, 'fr')).toBe(expected)
})
