import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { ExportsScreen } from './ExportsScreen'

const treasurer = { id: 's1', email: 'tresor@example.org', name: 'Trésorière', roles: ['treasurer' as const], language: 'en' as const }

/** Answers every download with an empty file; the URLs asked are kept. */
function stubDownloads(): URL[] {
  const asked: URL[] = []
  stubFetch((url) => {
    asked.push(url)
    return { body: '' }
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }))
  return asked
}

describe('exports', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the payments of a range in the spreadsheet format chosen, French by default', async () => {
    const u = userEvent.setup()
    const asked = stubDownloads()
    renderScreen(<ExportsScreen me={treasurer} />, { path: '/staff/exports' })
    const payments = screen.getByRole('form', { name: 'Payments' })
    expect(within(payments).getByRole('radio', { name: /French/ })).toBeChecked()
    await u.type(screen.getByLabelText('From', { selector: '#payments-from' }), '2026-01-01')
    await u.click(screen.getByRole('button', { name: 'Download payments.csv' }))
    await screen.findByText('Downloaded.')
    await u.click(within(payments).getByRole('radio', { name: /International/ }))
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

  it('offers each export French throughout or international, French by default', async () => {
    const u = userEvent.setup()
    const asked = stubDownloads()
    renderScreen(<ExportsScreen me={treasurer} />, { path: '/staff/exports' })
    for (const name of ['Payments', 'Donations', 'Donors']) {
      expect(within(screen.getByRole('form', { name })).getByRole('radio', { name: /^French: French words/ })).toBeChecked()
    }
    await u.click(screen.getByRole('button', { name: 'Download donations.csv' }))
    await u.click(within(screen.getByRole('form', { name: 'Donors' })).getByRole('radio', { name: /^International/ }))
    await u.click(screen.getByRole('button', { name: 'Download donors.csv' }))
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual(['/api/staff/exports/donations.csv?format=fr', '/api/staff/exports/donors.csv?format=intl'])
  })
})

describe('exports in French', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('speaks French to a staff member who chose it, and asks for the same files', async () => {
    const u = userEvent.setup()
    const asked = stubDownloads()
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <ExportsScreen me={{ ...treasurer, language: 'fr' }} />
      </StaffLanguage.Provider>,
      { path: '/staff/exports' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument()
    const payments = screen.getByRole('form', { name: 'Paiements' })
    expect(within(payments).getByRole('group', { name: 'Tableur' })).toBeInTheDocument()
    expect(within(payments).getByRole('radio', { name: /^Français/ })).toBeChecked()
    await u.type(within(payments).getByLabelText('Du'), '2026-01-01')
    await u.click(within(payments).getByRole('button', { name: 'Télécharger payments.csv' }))
    expect(await within(payments).findByText('Téléchargé.')).toBeInTheDocument()
    expect(asked.map((url) => url.pathname + url.search)).toEqual(['/api/staff/exports/payments.csv?from=2026-01-01&format=fr'])
  })
})
