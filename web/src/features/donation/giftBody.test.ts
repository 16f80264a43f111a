import { describe, expect, it } from 'vitest'
import { giftBody } from './giftBody'
import { initialDraft } from './model'

describe('giftBody', () => {
  const none = { ...initialDraft, campaign: 'new-track' }
  it('asks to cover the fees for card and PayPal gifts only, one-off or recurring', () => {
    expect(giftBody({ ...none, coverFees: true })).toEqual({ campaign: 'new-track', coverFees: true })
    expect(giftBody({ ...none, coverFees: true, method: 'paypal' })).toEqual({ campaign: 'new-track', coverFees: true })
    expect(giftBody({ ...none, coverFees: true, method: 'paypal', rhythm: 'monthly' })).toEqual({ campaign: 'new-track', coverFees: true })
    expect(giftBody({ ...none, coverFees: true, method: 'sepa', rhythm: 'monthly' })).toEqual({ campaign: 'new-track' })
    expect(giftBody({ ...none, coverFees: true, method: 'cheque' })).toEqual({ campaign: 'new-track' })
  })

  it('sends the tribute while its section is open', () => {
    const tribute = { kind: 'memory' as const, name: 'Jean Dupont', notifyEmail: '', message: '' }
    expect(giftBody({ ...none, tribute })).toEqual({ campaign: 'new-track' })
    expect(giftBody({ ...none, tribute, tributeOpen: true })).toEqual({ campaign: 'new-track', tribute })
  })
})
