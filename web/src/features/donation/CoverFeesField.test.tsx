import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../test/render'
import { CoverFeesField } from './CoverFeesField'
import { initialDraft, type Draft } from './model'

const config = { enabled: false, rate: 66, ceiling: 0, rateAbove: 0, fees: { card: { basisPoints: 150, fixedCents: 25 }, paypal: { basisPoints: 290, fixedCents: 35 } } }

function Field({ start }: { start: Partial<Draft> }) {
  const [draft, setDraft] = useState<Draft>({ ...initialDraft, preset: 50, ...start })
  return <CoverFeesField draft={draft} update={(c) => setDraft((d) => ({ ...d, ...c }))} />
}

describe('the covered fees checkbox', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers the fee the server rule gives for a card gift, unticked, and ticks with the keyboard', async () => {
    stubFetch((url) => (url.pathname === '/api/receipts/config' ? { body: config } : undefined))
    renderScreen(<Field start={{ method: 'card' }} />)
    const box = await screen.findByRole('checkbox', { name: /I add 1,02\s€ to cover the payment fees/ })
    expect(box).not.toBeChecked()
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
  })

  it("uses PayPal's rule for a one-off PayPal gift", async () => {
    stubFetch((url) => (url.pathname === '/api/receipts/config' ? { body: config } : undefined))
    renderScreen(<Field start={{ method: 'paypal' }} />)
    expect(await screen.findByRole('checkbox', { name: /I add 1,86\s€/ })).toBeInTheDocument()
  })

  it('is offered for a weekly or monthly PayPal gift too, at each payment', async () => {
    stubFetch((url) => (url.pathname === '/api/receipts/config' ? { body: config } : undefined))
    renderScreen(<Field start={{ method: 'paypal', rhythm: 'monthly' }} />)
    expect(await screen.findByRole('checkbox', { name: /I add 1,86\s€ to cover the payment fees/ })).toBeInTheDocument()
    expect(screen.getByText(/at each payment/)).toBeInTheDocument()
  })

  it('is never offered for a cheque', async () => {
    const fetch = stubFetch((url) => (url.pathname === '/api/receipts/config' ? { body: config } : undefined))
    renderScreen(<Field start={{ method: 'cheque' }} />)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
