import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { Me, Summary } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { HomeScreen } from './HomeScreen'

const admin: Me = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin', 'treasurer'], language: 'fr' }

describe('the staff home in French', () => {
  it('says what waits, the mail trouble and the declaration in French, with French dates', async () => {
    const summary: Summary = {
      toShip: 3,
      unreadMessages: 0,
      mailsFailed: 2,
      mail: { refusedSince: '2026-03-05T12:00:00Z', failed: 2 },
      declarationDue: { year: 2025, dueOn: '2026-05-15', valid: { amount: 120000, count: 4 } } as Summary['declarationDue'],
    }
    stubFetch((url) => (url.pathname === '/api/staff/summary' ? { body: summary } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <HomeScreen me={admin} />
      </StaffLanguage.Provider>,
    )
    expect(await screen.findByRole('link', { name: /Commandes payées, à expédier/ })).toHaveAttribute('href', '/staff/orders?list=to_ship')
    const banner = screen.getByRole('region', { name: 'Les e-mails du site ne partent plus' })
    expect(banner).toHaveTextContent('Depuis le 5 mars 2026 à 13:00, le service de messagerie refuse les e-mails')
    expect(banner).toHaveTextContent('2 e-mails n’ont pas été envoyés après quatre jours d’essais et ne partiront plus tout seuls.')
    expect(within(banner).getByRole('link', { name: 'Ouvrir l’écran E-mails' })).toHaveAttribute('href', '/staff/mails')
    expect(screen.getByRole('heading', { name: 'Déclarez les dons de 2025 avant le 15 mai 2026' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Ada' })).toBeInTheDocument()
    expect(document.title).toMatch(/^Bonjour Ada · Espace équipe/)
  })
})
