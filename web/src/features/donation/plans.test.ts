import { describe, expect, it } from 'vitest'
import { initialDraft } from './model'
import type { Plan } from '../../lib/contract.gen'
import { recurringStart, selectPlan } from './plans'

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
