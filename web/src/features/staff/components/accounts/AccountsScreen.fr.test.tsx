import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { Me, StaffAccount } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { AccountsScreen } from './AccountsScreen'

const me: Me = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin'], language: 'fr' }
const ada: StaffAccount = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin'], disabled: false, invitePending: false, invitedAt: '', lastSignInAt: '2026-03-02 09:00:00.000Z' }
const tom: StaffAccount = { id: 't1', email: 'tom@foundation.test', name: 'Tom', roles: ['treasurer'], disabled: false, invitePending: true, invitedAt: '2026-03-01 09:00:00.000Z', lastSignInAt: '' }

describe('the accounts screen in French', () => {
  it('lists the accounts, their roles, states and dates in French, and opens a French form', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/accounts' ? { body: { page: 1, perPage: 50, totalItems: 2, totalPages: 1, items: [ada, tom] } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <AccountsScreen me={me} />
      </StaffLanguage.Provider>,
    )
    const table = await screen.findByRole('table', { name: 'Comptes de l’équipe' })
    const rows = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(rows[1]).getByText('(vous)')).toBeInTheDocument()
    expect(within(rows[1]).getByRole('cell', { name: '2 mars 2026 à 10:00' })).toBeInTheDocument()
    expect(within(rows[2]).getByText('Trésorerie')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Invitation envoyée')).toBeInTheDocument()
    expect(within(rows[2]).getByText('envoyée le 1 mars 2026 à 10:00')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Jamais')).toBeInTheDocument()
    await userEvent.setup().click(within(rows[2]).getByRole('button', { name: 'Désactiver…' }))
    expect(screen.getByRole('form', { name: 'Désactiver Tom ?' })).toBeInTheDocument()
    expect(within(rows[2]).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Inviter quelqu’un' })).toHaveTextContent('Trésorerie (dons, donateurs, reçus fiscaux)')
  })
})
