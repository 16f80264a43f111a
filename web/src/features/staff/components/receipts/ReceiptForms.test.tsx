import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { AnnualRunForm } from './ReceiptForms'

describe('the annual run', () => {
  it('shows that it is working until the server answers, then what it issued', async () => {
    const u = userEvent.setup()
    let answer: (reply: { body: unknown }) => void = () => {}
    stubFetch((url) =>
      url.pathname === '/api/staff/receipts/annual' ? new Promise((resolve) => (answer = resolve)) : undefined,
    )
    renderScreen(<AnnualRunForm />)
    const year = new Date().getFullYear() - 1
    await u.click(screen.getByRole('button', { name: `Issue the annual receipts for ${year}` }))
    expect(await screen.findByText(/Issuing the receipts: a large year takes up to a minute/)).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Issuing the annual receipts' })).toBeVisible()
    answer({ body: { year, issued: 3, alreadyIssued: 1, blocked: [] } })
    expect(await screen.findByText(`${year}: 3 issued, 1 already issued.`)).toBeVisible()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('says why a run stopped, and that running it again continues', async () => {
    const u = userEvent.setup()
    const stopped = '12 receipts were issued, then the run stopped; run it again to continue (issued receipts are kept and skipped).'
    stubFetch((url) => (url.pathname === '/api/staff/receipts/annual' ? { status: 500, body: { status: 500, message: stopped, data: {} } } : undefined))
    renderScreen(<AnnualRunForm />)
    await u.click(screen.getByRole('button', { name: /^Issue the annual receipts for/ }))
    expect(await screen.findByText(stopped)).toBeVisible()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: /^Issue the annual receipts for/ })).toBeEnabled()
  })
})
