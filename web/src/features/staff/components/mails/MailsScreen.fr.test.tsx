import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { OutboxMail } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { MailsScreen } from './MailsScreen'

const failed: OutboxMail = {
  id: 'm1', created: '2026-03-02 09:00:00.000Z', to: 'awa@example.org', subject: '', kind: 'pocketbase.otp', ref: 'staff/s1',
  status: 'failed', attempts: 10, lastError: '550 mailbox unavailable', dueAt: '2026-03-06 09:00:00.000Z', sentAt: '', retryable: true,
}

describe('the mails screen in French', () => {
  it('lists the failed mails with French words and dates', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/mails' ? { body: { page: 1, perPage: 50, totalItems: 1, totalPages: 1, items: [failed] } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <MailsScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/mails', route: '/staff/mails' },
    )
    const table = await screen.findByRole('table', { name: 'E-mails' })
    expect(within(table).getByRole('columnheader', { name: 'Destinataire' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '2 mars 2026 à 10:00' })).toBeInTheDocument()
    expect(within(table).getByText('Échec')).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: /^Code de connexion \(son texte n’est pas gardé/ })).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: /^Renvoyer/ })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Afficher' })).toHaveDisplayValue('En échec')
  })
})
