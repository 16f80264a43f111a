import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { AuditRow } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { AuditScreen } from './AuditScreen'

const row: AuditRow = {
  created: '2026-03-05 10:00:00.000Z', actorEmail: 'ada@foundation.test', action: 'order.ship', collection: 'orders', recordId: 'o1',
  before: { status: 'paid' }, after: { status: 'shipped' },
}

describe('the audit log in French', () => {
  it('names the columns and dates in French', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/audit' ? { body: { page: 1, perPage: 50, totalItems: 1, totalPages: 1, items: [row] } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <AuditScreen />
      </StaffLanguage.Provider>,
    )
    const table = await screen.findByRole('table', { name: 'Actions de l’équipe' })
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'Avant → après' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '5 mars 2026 à 11:00' })).toBeInTheDocument()
    expect(within(table).getByText('order.ship par ada@foundation.test, le 5 mars 2026 à 11:00')).toBeInTheDocument()
    expect(screen.getByText('1–1 sur 1')).toBeInTheDocument()
  })
})
