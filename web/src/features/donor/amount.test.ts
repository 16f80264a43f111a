import { describe, expect, it } from 'vitest'
import { amountDigits, readAmount } from './amount'

describe('a gift’s new amount', () => {
  it('keeps digits only', () => {
    expect(amountDigits('12a,5 €')).toBe('125')
    expect(amountDigits('1234567')).toBe('123456')
  })
  it('is whole euros from 1 € to 100 000 €, and not the current amount', () => {
    expect(readAmount('', 2000)).toEqual({ error: 'Enter the new amount in whole euros.' })
    expect(readAmount('0', 2000)).toEqual({ error: expect.stringMatching(/^The amount must be at least 1\s€\.$/) })
    expect(readAmount('100001', 2000)).toEqual({ error: expect.stringMatching(/^The amount must be at most 100\s000\s€\.$/) })
    expect(readAmount('20', 2000)).toEqual({ error: 'This is already the amount of this gift.' })
    expect(readAmount('1', 2000)).toEqual({ cents: 100 })
    expect(readAmount('100000', 2000)).toEqual({ cents: 10_000_000 })
  })
})
