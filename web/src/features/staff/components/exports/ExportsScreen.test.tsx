import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { ExportsScreen } from './ExportsScreen'

const treasurer = { id: 's1', email: 'tresor@example.org', name: 'Trésorière', roles: ['treasurer' as const] }

describe('exports', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the payments of a range in the spreadsheet format chosen, French by default', async () => {
    const u = userEvent.setup()
    const asked: URL[] = []
    stubFetch((url) => {
      asked.push(url)
      return { body: '' }
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }))
    renderScreen(<ExportsScreen me={treasurer} />, { path: '/staff/exports' })
    const payments = screen.getByRole('form', { name: 'Payments' })
    expect(screen.getByRole('radio', { name: /French/ })).toBeChecked()
    await u.type(screen.getByLabelText('From', { selector: '#payments-from' }), '2026-01-01')
    await u.click(screen.getByRole('button', { name: 'Download payments.csv' }))
    await screen.findByText('Downloaded.')
    await u.click(screen.getByRole('radio', { name: /International/ }))
    await u.click(screen.getByRole('button', { name: 'Download payments.csv' }))
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/staff/exports/payments.csv?from=2026-01-01&format=fr',
      '/api/staff/exports/payments.csv?from=2026-01-01&format=intl',
    ])
    expect(payments).toBeInTheDocument()
    // The shop's export is not a treasurer's.
    expect(screen.queryByRole('form', { name: 'Orders' })).not.toBeInTheDocument()
  })
})
