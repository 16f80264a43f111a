import { describe, expect, it } from 'vitest'
import { amountEuros, customAmountHidden, digitsOnly, giftChoices, initialDraft } from './model'

describe('custom amount', () => {
  it('keeps digits only; empty clears it', () => {
    expect(digitsOnly('12a3,5€')).toBe('1235')
    expect(digitsOnly('-40')).toBe('40')
    expect(digitsOnly('007')).toBe('7')
    expect(digitsOnly('abc')).toBe('')
    expect(digitsOnly('')).toBe('')
    expect(digitsOnly('100000')).toBe('100000')
    expect(digitsOnly('500000')).toBe('100000')
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
  const none = { ...initialDraft, campaign: '', designation: '' }
  it('sends the campaign and the designation only when chosen', () => {
    expect(giftChoices(none)).toEqual({})
    expect(giftChoices({ ...none, campaign: 'new-track' })).toEqual({ campaign: 'new-track' })
    expect(giftChoices({ ...none, campaign: 'new-track', designation: 'sport' })).toEqual({ campaign: 'new-track', designation: 'sport' })
  })

  it('asks to cover the fees for card and one-off PayPal gifts only', () => {
    expect(giftChoices({ ...none, coverFees: true })).toEqual({ coverFees: true })
    expect(giftChoices({ ...none, coverFees: true, method: 'paypal' })).toEqual({ coverFees: true })
    expect(giftChoices({ ...none, coverFees: true, method: 'paypal', rhythm: 'monthly' })).toEqual({})
    expect(giftChoices({ ...none, coverFees: true, method: 'cheque' })).toEqual({})
  })

  it('sends the tribute while its section is open', () => {
    const tribute = { kind: 'memory' as const, name: 'Jean Dupont', notifyEmail: '', message: '' }
    expect(giftChoices({ ...none, tribute })).toEqual({})
    expect(giftChoices({ ...none, tribute, tributeOpen: true })).toEqual({ tribute })
  })
})
