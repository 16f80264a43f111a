import { describe, expect, it } from 'vitest'
import { formatDollarSign, formatEuros } from './money'

// Intl writes a no-break space before the sign and a narrow one between thousands.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatEuros', () => {
  it.each([
    [12.9, '12,90 €'],
    [0.3, '0,30 €'],
    [1979.01, '1 979,01 €'],
    [0, '0,00 €'],
  ])('%d with cents is %s', (amount, shown) => {
    expect(plain(formatEuros(amount))).toBe(shown)
  })

  it.each([
    [80, '80 €'],
    [1235, '1 235 €'],
    [100_000, '100 000 €'],
  ])('%d in whole euros is %s', (amount, shown) => {
    expect(plain(formatEuros(amount, { cents: false }))).toBe(shown)
  })

  it('keeps the sign on the amount line (no-break space)', () => {
    expect(formatEuros(80, { cents: false })).toBe('80\u00a0€')
  })
})

describe('formatDollarSign', () => {
  it.each([
    [12.9, '$12.90'],
    [7, '$7.00'],
  ])('%d is %s', (amount, shown) => {
    expect(formatDollarSign(amount)).toBe(shown)
  })
})
