import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { AnnualRunForm, CsvForm } from './ReceiptForms'

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

describe('the receipts export', () => {
  it('asks for the year’s receipts French throughout by default, or international', async () => {
    const u = userEvent.setup()
    const asked: string[] = []
    stubFetch((url) => {
      if (url.pathname !== '/api/staff/exports/receipts.csv') return undefined
      asked.push(url.search)
      return { body: '' }
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }))
    renderScreen(<CsvForm year="2025" years={[2025, 2024]} />)
    expect(screen.getByRole('radio', { name: /^French: French words/ })).toBeChecked()
    await u.click(screen.getByRole('button', { name: 'Download receipts.csv' }))
    await screen.findByText('Downloaded.')
    await u.click(screen.getByRole('radio', { name: /^International/ }))
    await u.click(screen.getByRole('button', { name: 'Download receipts.csv' }))
    await vi.waitFor(() => expect(asked).toEqual(['?year=2025&format=fr', '?year=2025&format=intl']))
    vi.unstubAllGlobals()
  })
})
