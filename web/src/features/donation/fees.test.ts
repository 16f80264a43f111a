import { describe, expect, it } from 'vitest'
import { coverFee } from './fees'

// The same cases as internal/settings' TestCoverLeavesTheAmountChosen: the form shows the server's figure.
describe('coverFee', () => {
  it.each([
    ['card default on 50 €', { basisPoints: 150, fixedCents: 25 }, 5000, 102],
    ['PayPal default on 50 €', { basisPoints: 290, fixedCents: 35 }, 5000, 186],
    ['card default on 1 €', { basisPoints: 150, fixedCents: 25 }, 100, 27],
    ['a fixed part alone', { basisPoints: 0, fixedCents: 30 }, 2000, 30],
    ['a part alone, rounded up', { basisPoints: 100, fixedCents: 0 }, 1000, 11],
    ['no rule, no fee', { basisPoints: 0, fixedCents: 0 }, 5000, 0],
    ['the largest gift under the largest rule', { basisPoints: 2000, fixedCents: 500 }, 100_000_00, 2_500_625],
  ])('%s', (_name, rule, cents, want) => {
    expect(coverFee(cents, rule)).toBe(want)
  })
})
