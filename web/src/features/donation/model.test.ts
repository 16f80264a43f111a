import { describe, expect, it } from 'vitest'
import { amountEuros, customAmountHidden, digitsOnly, giftChoices, initialDraft, overMaximum, withinBounds } from './model'

describe('custom amount', () => {
  it('keeps digits only; empty clears it', () => {
    expect(digitsOnly('12a3,5€')).toBe('1235')
    expect(digitsOnly('-40')).toBe('40')
    expect(digitsOnly('007')).toBe('7')
    expect(digitsOnly('abc')).toBe('')
    expect(digitsOnly('')).toBe('')
    expect(digitsOnly('100000')).toBe('100000')
    expect(digitsOnly('1000000')).toBe('100000')
  })
  it("keeps an amount above the server's maximum, to refuse it as the server does", () => {
    expect(digitsOnly('500000')).toBe('500000')
    expect(overMaximum(100_000)).toBe(false)
    expect(overMaximum(100_001)).toBe(true)
    expect(withinBounds(1)).toBe(true)
    expect(withinBounds(0)).toBe(false)
    expect(withinBounds(100_001)).toBe(false)
  })
  it('overrides the preset unless PayPal recurring hides it', () => {
    expect(amountEuros(initialDraft)).toBe(80)
    expect(amountEuros({ ...initialDraft, preset: 20, custom: '35' })).toBe(35)
    const hidden = { ...initialDraft, rhythm: 'weekly' as const, method: 'paypal' as const, preset: 20, custom: '35' }
    expect(customAmountHidden(hidden)).toBe(true)
    expect(amountEuros(hidden)).toBe(20)
    expect(customAmountHidden({ rhythm: 'weekly', method: 'card' })).toBe(false)
    expect(customAmountHidden({ rhythm: 'once', method: 'paypal' })).toBe(false)
  })
})

describe('giftChoices', () => {
  it('sends the campaign and the designation only when chosen', () => {
    expect(giftChoices({ campaign: '', designation: '' })).toEqual({})
    expect(giftChoices({ campaign: 'new-track', designation: '' })).toEqual({ campaign: 'new-track' })
    expect(giftChoices({ campaign: 'new-track', designation: 'sport' })).toEqual({ campaign: 'new-track', designation: 'sport' })
  })

  it('names the donor on the wall only when they ticked it, for a campaign', () => {
    const named = { showName: true, wallName: 'Les Martin', showAmount: true }
    expect(giftChoices({ campaign: 'new-track', designation: '', wall: {} })).toEqual({ campaign: 'new-track' })
    expect(giftChoices({ campaign: 'new-track', designation: '', wall: named })).toEqual({ campaign: 'new-track', ...named })
    expect(giftChoices({ campaign: '', designation: '', wall: named })).toEqual({})
  })
})
