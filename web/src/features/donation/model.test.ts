import { describe, expect, it } from 'vitest'
import {
  amountEuros,
  customAmountHidden,
  digitsOnly,
  emptyDetails,
  initialDraft,
  invalidFields,
  recurringStart,
  selectPlan,
  telephone,
  type Details,
  type Plan,
} from './model'

const valid: Details = {
  ...emptyDetails,
  email: 'ada@example.org',
  prenom: 'Ada',
  nom: 'Lovelace',
  adresse: '1 rue du Stade',
  codePostal: '75015',
  pays: 'France',
  phoneNational: '06 12 34 56 78',
}

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

describe('details rules (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect([...invalidFields(valid)]).toEqual([])
  })
  it('names each invalid field', () => {
    const bad = invalidFields({ ...valid, email: 'ada@example', prenom: '   ', codePostal: '', phoneNational: '6123' })
    expect([...bad].sort()).toEqual(['codePostal', 'email', 'prenom', 'telephone'])
  })
  it('checks the email against a simple pattern', () => {
    for (const email of ['ada', 'ada@', '@example.org', 'a da@example.org', 'ada@example']) {
      expect(invalidFields({ ...valid, email }).has('email')).toBe(true)
    }
    expect(invalidFields({ ...valid, email: ' ada@example.org ' }).has('email')).toBe(false)
  })
  it('wants a phone of at least 10 characters with its country code', () => {
    expect(telephone(valid)).toBe('+33612345678')
    expect(telephone({ phoneDial: '39', phoneNational: '06 1234 5678' })).toBe('+390612345678')
    expect(telephone({ phoneDial: '33', phoneNational: '' })).toBe('')
    expect(invalidFields({ ...valid, phoneNational: '612345' }).has('telephone')).toBe(true) // +33612345: 9
    expect(invalidFields({ ...valid, phoneNational: '6123456' }).has('telephone')).toBe(false) // +336123456: 10
  })
})

describe('plans', () => {
  const plans: Plan[] = [
    { id: 'price_w80', unit_amount: 8000, interval: 'week', paypalPlanId: 'P-W80' },
    { id: 'price_w20', unit_amount: 2000, interval: 'week', paypalPlanId: '' },
    { id: 'price_m80', unit_amount: 8000, interval: 'month', paypalPlanId: 'P-M80' },
  ]
  it('selects the plan of the rhythm for the amount', () => {
    expect(selectPlan(plans, 'weekly', 8000, 'card')?.id).toBe('price_w80')
    expect(selectPlan(plans, 'monthly', 8000, 'card')?.id).toBe('price_m80')
    expect(selectPlan(plans, 'weekly', 2000, 'card')?.id).toBe('price_w20')
  })
  it('has none for a custom amount, a one-off gift or a plan PayPal lacks', () => {
    expect(selectPlan(plans, 'weekly', 3500, 'card')).toBeUndefined()
    expect(selectPlan(plans, 'once', 8000, 'card')).toBeUndefined()
    expect(selectPlan(plans, 'weekly', 2000, 'paypal')).toBeUndefined()
    expect(selectPlan([], 'weekly', 8000, 'card')).toBeUndefined()
  })
  it('starts a custom recurring card gift from its amount and interval, a preset from its plan', () => {
    const weekly = { ...initialDraft, rhythm: 'weekly' as const, custom: '35' }
    expect(recurringStart(plans, weekly)).toEqual({ amount: 3500, interval: 'week' })
    expect(recurringStart([], { ...weekly, rhythm: 'monthly' })).toEqual({ amount: 3500, interval: 'month' })
    expect(recurringStart(plans, { ...weekly, custom: '' })).toEqual({ plan: plans[0] })
    // A preset whose plan is missing: the page asks for a plan.
    expect(recurringStart(plans, { ...weekly, custom: '', preset: 50 })).toBeUndefined()
    // PayPal recurring gifts hide the custom amount and keep their plans.
    expect(recurringStart(plans, { ...weekly, method: 'paypal' })).toEqual({ plan: plans[0] })
    expect(recurringStart(plans, { ...weekly, method: 'paypal', preset: 20 })).toBeUndefined()
    expect(recurringStart(plans, { ...weekly, rhythm: 'once' })).toBeUndefined()
  })
})
