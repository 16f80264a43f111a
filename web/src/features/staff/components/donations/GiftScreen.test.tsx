import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { GiftMovement, GiftPage } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { GiftScreen } from './GiftScreen'

const payment: GiftMovement = { movedAt: '2026-03-02 09:00:00.000Z', kind: 'payment', means: 'card', gross: 2500, fee: null, net: 2500, providerRef: 'pi_1', test: false, value: 0 }

const gift: GiftPage = {
  id: 'g1', created: '2026-03-02 09:00:00.000Z', donor: 'd1', donorName: 'Ada Lovelace', donorEmail: 'ada@example.org', amount: 2500,
  rhythm: 'once', method: 'card', paidWith: 'Card', status: 'paid', paymentsCount: 1, collected: 2500, lastPaymentAt: '2026-03-02 09:00:00.000Z', test: false, nextPaymentAt: '',
  coveredFee: 0, tribute: null,
  refunded: 0, refundable: 2500,
  provider: { name: 'stripe', sessionId: 'cs_1', paymentId: 'pi_1', customerId: 'cus_1' },
  details: { email: 'ada@example.org', prenom: 'Ada', nom: 'Lovelace', adresse: '1 rue du Stade', codePostal: '75015', ville: 'Paris', pays: 'France', telephone: '+33612345678', kind: 'person', raisonSociale: '', siren: '', formeJuridique: '' },
  ledger: [payment],
  receipts: [{ id: 'r1', number: '2026-000012', kind: 'single', taxYear: 2026, status: 'valid', amount: 2500, issuedAt: '2026-03-02 09:01:00.000Z' }],
  actions: { stop: false, changeAmount: false, updateCard: false, pause: false, resume: false, changeRhythm: false, refund: true, resendReceipt: true },
  pausedUntil: '',
  history: [],
}

describe('a gift', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows its money, receipt and provider, and refunds only after a confirmation, with the reason', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    let now = gift
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/donations/g1') return { body: now }
      if (url.pathname === '/api/staff/donations/g1/refund') {
        sent.push(JSON.parse(String(init?.body)))
        now = { ...gift, refunded: 1000, refundable: 1500, ledger: [payment, { ...payment, kind: 'refund', gross: -1000, net: -1000, providerRef: 're_1' }] }
        return { body: now }
      }
      return undefined
    })
    renderScreen(<GiftScreen />, { path: '/staff/donations/g1', route: '/staff/donations/:id' })
    const money = await screen.findByRole('table', { name: 'Money movements of this gift' })
    expect(within(money).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByText('n° 2026-000012')).toBeInTheDocument()
    expect(screen.getByText('pi_1', { selector: 'dd' })).toBeInTheDocument()

    await u.type(screen.getByLabelText('Amount in euros (optional)'), '10')
    await u.type(screen.getByLabelText('Reason'), 'gave twice')
    await u.click(screen.getByRole('button', { name: 'Refund' }))
    expect(sent).toEqual([])
    expect(screen.getByText(/will go back to the donor through their card\. Press again to confirm\./)).toHaveTextContent(/^10,00\s€/)
    await u.click(screen.getByRole('button', { name: /^Yes, refund 10,00/ }))
    expect(await screen.findByText(/^Refunded\./)).toBeInTheDocument()
    expect(sent).toEqual([{ amount: 1000, reason: 'gave twice' }])
    expect(within(screen.getByRole('table', { name: 'Money movements of this gift' })).getAllByRole('row')).toHaveLength(3)
  })

  it('shows what a gift in kind is and its value, which is no money', async () => {
    const inKind: GiftPage = {
      ...gift, method: 'in_kind', amount: 24000, collected: 0, refundable: 0, provider: { name: '' },
      ledger: [{ ...payment, kind: 'in_kind', means: 'in_kind', gross: 0, net: 0, providerRef: '', value: 24000 }],
      nature: { giftDate: '2026-03-05 00:00:00.000Z', description: 'Douze ballons de football', waivedOn: '', expenses: [] },
      actions: { stop: false, changeAmount: false, updateCard: false, refund: false, resendReceipt: true, pause: false, resume: false, changeRhythm: false },
    }
    stubFetch((url) => (url.pathname === '/api/staff/donations/g1' ? { body: inKind } : undefined))
    renderScreen(<GiftScreen />, { path: '/staff/donations/g1', route: '/staff/donations/:id' })
    const panel = (await screen.findByRole('heading', { name: 'Gift in kind' })).closest('section')
    expect(panel).toHaveTextContent('Douze ballons de football')
    expect(panel).toHaveTextContent(/240,00/)
    const money = screen.getByRole('table', { name: 'Money movements of this gift' })
    expect(within(money).getByText('Gift in kind: no money')).toBeInTheDocument()
    expect(within(money).getByText(/^value 240,00/)).toBeInTheDocument()
  })

  it('shows a cheque without an empty provider panel: no provider holds it', async () => {
    const cheque: GiftPage = { ...gift, method: 'cheque', paidWith: 'Cheque', status: 'awaiting_cheque', collected: 0, provider: { name: '' }, ledger: [], receipts: [] }
    stubFetch((url) => (url.pathname === '/api/staff/donations/g1' ? { body: cheque } : undefined))
    renderScreen(<GiftScreen />, { path: '/staff/donations/g1', route: '/staff/donations/:id' })
    expect(await screen.findByRole('heading', { name: 'Donor' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'At the provider' })).not.toBeInTheDocument()
  })

  it('speaks French to a staff member who chose it: its headings, dates, receipt and refund', async () => {
    const u = userEvent.setup()
    stubFetch((url) => (url.pathname === '/api/staff/donations/g1' ? { body: gift } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <GiftScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/donations/g1', route: '/staff/donations/:id' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Don de Ada Lovelace' })).toBeInTheDocument()
    expect(screen.getByText(/depuis le 2 mars 2026/)).toBeInTheDocument()
    const money = screen.getByRole('table', { name: 'Mouvements d’argent de ce don' })
    expect(within(money).getByText('Paiement')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Chez le prestataire' })).toBeInTheDocument()
    expect(screen.getByText(/émis le 2 mars 2026 · valide/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Renvoyer le reçu' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Rembourser' }))
    expect(screen.getByText(/seront rendus au donateur sur sa carte\. Appuyez de nouveau pour confirmer\./)).toHaveTextContent(/^25,00\s€/)
    expect(screen.getByRole('button', { name: /^Oui, rembourser 25,00/ })).toBeInTheDocument()
  })
})
