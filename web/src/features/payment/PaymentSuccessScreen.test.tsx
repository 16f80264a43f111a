import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../test/render'
import { PaymentSuccessScreen } from './PaymentSuccessScreen'

describe('the thank-you page', () => {
  // After a gift it named neither the amount, nor the rhythm, nor the donor space (issue 44).
  it('names a monthly gift and leads to the donor space where it can be changed or stopped', () => {
    renderScreen(<PaymentSuccessScreen />, { path: '/payement/success?amount=3500&rhythm=monthly' })
    expect(screen.getByText(/Your gift of/)).toHaveTextContent(/^Your gift of 35\s€ per month went through/)
    expect(screen.getByText(/change its amount or stop it/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my donor space' })).toHaveAttribute('href', '/donor')
  })

  it('names a one-off gift with its cents', () => {
    renderScreen(<PaymentSuccessScreen />, { path: '/payement/success?amount=4250&rhythm=once' })
    expect(screen.getByText(/Your gift of/)).toHaveTextContent(/^Your gift of 42,50\s€ went through/)
    expect(screen.getByText(/shows your gift and its tax receipt/)).toBeInTheDocument()
  })

  it('thanks a shop order (or an address it cannot read) without naming a gift', () => {
    for (const path of ['/payement/success', '/payement/success?amount=-1&rhythm=monthly', '/payement/success?amount=500&rhythm=constructor']) {
      const { unmount } = renderScreen(<PaymentSuccessScreen />, { path })
      expect(screen.getByText(/Your payment went through/)).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Go to my donor space' })).not.toBeInTheDocument()
      unmount()
    }
  })

  // On a shared computer /donation reopened at its last step with the previous donor's amount and details (issue 40.6).
  // The form keeps its draft in this tab's storage (features/donation/model.ts).
  it.each([
    ['a paid gift clears the donation form', '/payement/success?amount=3500&rhythm=monthly', false],
    ['a paid order leaves it', '/payement/success', true],
  ])('%s', (_, path, kept) => {
    sessionStorage.setItem('donation-draft', JSON.stringify({ step: 3, details: { codePostal: '75015' } }))
    renderScreen(<PaymentSuccessScreen />, { path })
    expect(sessionStorage.getItem('donation-draft') !== null).toBe(kept)
  })
})
