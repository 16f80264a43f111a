import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { ReconcileRuns } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { ReconcileScreen } from './ReconcileScreen'

const runs: ReconcileRuns = {
  items: [{
    id: 'run1', created: '2026-03-05 02:00:00.000Z', finishedAt: '2026-03-05 02:00:05.000Z', trigger: 'nightly', actorEmail: '', since: '2026-03-04 02:00:00.000Z',
    looked: { stripeEvents: 12, paypalSubscriptions: 3 }, repaired: [], problems: '',
  }],
  disputes: [{ provider: 'demo', disputeId: 'dp_1', donationId: '', amount: 900, currency: 'EUR', reason: '', status: 'open', withdrawn: 0, reinstated: 0, openedAt: '2026-03-02 10:00:00.000Z', test: true }],
}

describe('the provider check in French', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('speaks French to a staff member who chose it: its runs, their dates, the open disputes', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/reconcile' ? { body: runs } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <ReconcileScreen />
      </StaffLanguage.Provider>,
    )
    const checks = await screen.findByRole('table', { name: 'Contrôles, du plus récent au plus ancien' })
    const [, run] = within(checks).getAllByRole('row')
    expect(run).toHaveTextContent(/^5 mars 2026 à 03:00Contrôle de nuit12 événements Stripe, 3 abonnements PayPal depuis le 4 mars 2026 à 03:00Rien ne manquait\./)
    const disputes = screen.getByRole('table', { name: 'Contestations et rétrofacturations ouvertes, de la plus ancienne à la plus récente' })
    expect(disputes).toHaveTextContent('2 mars 2026')
    expect(disputes).toHaveTextContent('MODE TEST dp_1')
    expect(disputes).toHaveTextContent('Aucun don trouvé')
    expect(screen.getByRole('button', { name: 'Contrôler Stripe et PayPal maintenant' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Contrôle des paiements' })).toBeInTheDocument()
  })
})
