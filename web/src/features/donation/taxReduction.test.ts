import { describe, expect, it } from 'vitest'
import { costAfterReductionCents, costLine } from './taxReduction'

/** Intl writes no-break spaces (U+00A0, U+202F): compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('costAfterReductionCents', () => {
  it.each([
    [80, 66, 2720],
    [50, 66, 1700],
    [20, 66, 680],
    [10, 66, 340],
    [1, 66, 34],
    [7, 66, 238],
    [100_000, 66, 3_400_000],
    [80, 60, 3200],
    [80, 75, 2000],
    [80, 100, 0],
    [33, 33.3, 2201], // 33 × 0.667 = 22.011 → 22,01 €
    [3, 66.5, 101], // 3 × 0.335 = 1.005 → 1,01 € (half up)
  ])('%d € at %d % costs %d cents', (euros, rate, cents) => {
    expect(costAfterReductionCents(euros, rate)).toBe(cents)
  })
})

describe('costLine', () => {
  it.each([
    [80, 66, 'once', '80 € — 27,20 € after the 66 % tax reduction'],
    [1250, 66, 'once', '1 250 € — 425,00 € after the 66 % tax reduction'],
    [20, 66, 'monthly', '20 € per month — 6,80 € per month after the 66 % tax reduction'],
    [10, 66, 'weekly', '10 € per week — 3,40 € per week after the 66 % tax reduction'],
    [80, 60, 'once', '80 € — 32,00 € after the 60 % tax reduction'],
    [0, 66, 'once', ''],
    [Number.NaN, 66, 'once', ''],
    [80, 0, 'once', ''],
    [80, 120, 'once', ''],
  ] as const)('%d € at %d %, %s', (euros, rate, rhythm, line) => {
    expect(plain(costLine(euros, rate, rhythm))).toBe(line)
  })
})
