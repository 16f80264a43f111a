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

const standard = { rate: 66, ceiling: 0, rateAbove: 66 }
const aid = { rate: 75, ceiling: 100_000, rateAbove: 66 }

describe('costLine', () => {
  it.each([
    [80, standard, 'once', '80 € — 27,20 € after the 66 % tax reduction'],
    [1250, standard, 'once', '1 250 € — 425,00 € after the 66 % tax reduction'],
    [20, standard, 'monthly', '20 € per month — 6,80 € per month after the 66 % tax reduction'],
    [10, standard, 'weekly', '10 € per week — 3,40 € per week after the 66 % tax reduction'],
    [80, { ...standard, rate: 60 }, 'once', '80 € — 32,00 € after the 60 % tax reduction'],
    [0, standard, 'once', ''],
    [Number.NaN, standard, 'once', ''],
    [80, { ...standard, rate: 0 }, 'once', ''],
    [80, { ...standard, rate: 120 }, 'once', ''],
  ] as const)('%d € at %o, %s', (euros, reduction, rhythm, line) => {
    expect(plain(costLine(euros, reduction, rhythm))).toBe(line)
  })

  // Article 200, 1 ter: 75 % up to 1,000 € a year, 66 % beyond; a recurring gift counts its year.
  it.each([
    [80, 'once', '80 € — 20,00 € after the 75 % tax reduction'],
    [1000, 'once', '1 000 € — 250,00 € after the 75 % tax reduction'],
    [1500, 'once', '1 500 € — 420,00 € after the tax reduction: 75 % up to 1 000 € a year, 66 % beyond'],
    [50, 'monthly', '50 € per month — 12,50 € per month after the 75 % tax reduction'],
    [100, 'monthly', '100 € per month — 26,50 € per month after the tax reduction: 75 % up to 1 000 € a year, 66 % beyond'],
    [30, 'weekly', '30 € per week — 8,47 € per week after the tax reduction: 75 % up to 1 000 € a year, 66 % beyond'],
  ] as const)('%d € %s, 75 % within its ceiling', (euros, rhythm, line) => {
    expect(plain(costLine(euros, aid, rhythm))).toBe(line)
  })

  it.each([
    [80, standard, 'once', '80 € — 27,20 € après la réduction d’impôt de 66 %'],
    [20, standard, 'monthly', '20 € par mois — 6,80 € par mois après la réduction d’impôt de 66 %'],
    [1500, aid, 'once', '1 500 € — 420,00 € après la réduction d’impôt : 75 % jusqu’à 1 000 € par an, 66 % au-delà'],
  ] as const)('in French: %d € %s', (euros, reduction, rhythm, line) => {
    expect(plain(costLine(euros, reduction, rhythm, 'fr'))).toBe(line)
  })
})
