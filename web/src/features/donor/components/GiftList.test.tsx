import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import type { DonorIdentityView, DonorReceipt, Gift } from '../../../lib/contract.gen'
import { donorEmail, gift, renderDonor, renderFrenchDonor, signInDonor } from '../testing'

const card = (name: RegExp) => screen.getByRole('article', { name })
/** A gift's facts, "label: value" each. */
const facts = (article: HTMLElement) =>
  Array.from(article.querySelectorAll('dl > div')).map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`)

function serve(gifts: Gift[], receipts: DonorReceipt[] = [], identities: DonorIdentityView[] = []) {
  return stubFetch((url) => {
    if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, identities, gifts, receipts } } }
    if (url.pathname === '/api/receipts/config') return { body: { enabled: true, rate: 66, ceiling: 0, rateAbove: 66 } }
    if (url.pathname.startsWith('/api/donor/statements/')) return { body: {} }
  })
}

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('the donor’s gifts', () => {
  it('shows a recurring card gift: its payments, next payment, provider status and actions', async () => {
    serve([gift({ test: true, receipts: [{ id: 'r1', number: '2026-0007', year: 2026, kind: 'single', amount: 6000, status: 'issued', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }] })])
    renderDonor()
    const article = await screen.findByRole('article', { name: /^20,00\s€ · Every month$/ })
    expect(within(article).getByText('Active')).toBeInTheDocument()
    expect(within(article).getByText('TEST')).toBeInTheDocument()
    expect(facts(article)).toEqual([
      'Started: Jan 05, 2026',
      'Method: Card',
      'Payments so far: 3',
      expect.stringMatching(/^Total collected: 60,00\s€$/),
      'Last payment: Mar 05, 2026',
      'Next payment: Apr 05, 2026',
      'At the provider: Stripe: active',
    ])
    for (const name of ['Change the amount', 'Update my card', 'Stop this gift']) expect(within(article).getByRole('button', { name })).toBeEnabled()
    expect(within(article).getByRole('heading', { name: 'Tax receipts' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Download PDF, receipt 2026-0007' })).toBeInTheDocument()
  })

  it('lists the yearly receipts, which belong to no single gift, apart', async () => {
    const single: DonorReceipt = { id: 'r1', number: '2026-0007', year: 2026, kind: 'single', amount: 6000, status: 'issued', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }
    const annual: DonorReceipt = { id: 'r2', number: '2025-0042', year: 2025, kind: 'annual', amount: 24000, status: 'issued', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }
    serve([gift({ receipts: [single] })], [single, annual])
    renderDonor()
    const yearly = await screen.findByRole('region', { name: 'Yearly tax receipts' })
    expect(within(yearly).getAllByRole('listitem')).toHaveLength(1)
    expect(within(yearly).getByRole('button', { name: 'Download PDF, receipt 2025-0042' })).toBeInTheDocument()
  })

  it('offers each year’s statement of gifts for the tax return, with the donor’s token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }))
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    const fetch = serve([gift(), gift({ id: 'g2', created: '2025-03-05T10:00:00Z', lastPaymentAt: '2025-09-05T10:00:00Z' })])
    renderDonor()
    const statements = await screen.findByRole('region', { name: 'My gifts of a year' })
    expect(within(statements).getAllByRole('button').map((b) => b.textContent)).toEqual(['My gifts of 2026 (PDF)', 'My gifts of 2025 (PDF)'])
    await userEvent.setup().click(within(statements).getByRole('button', { name: 'My gifts of 2025 (PDF)' }))
    await vi.waitFor(() => expect(names).toEqual(['mes-dons-2025.pdf']))
    const call = fetch.mock.calls.find(([input]) => String(input) === '/api/donor/statements/2025')
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeTruthy()
  })

  // The donor space showed 25 € paid in TEST MODE, the statement "no gift this year" (issue 44).
  it('says the statements leave TEST MODE gifts out, when there are some', async () => {
    serve([gift({ test: true })])
    renderDonor()
    const statements = await screen.findByRole('region', { name: 'My gifts of a year' })
    expect(statements).toHaveTextContent('Your TEST MODE gifts are left out of these statements: no money moved.')
  })

  it('says nothing of TEST MODE to a donor whose gifts are real', async () => {
    serve([gift({ test: false })])
    renderDonor()
    const statements = await screen.findByRole('region', { name: 'My gifts of a year' })
    expect(statements).not.toHaveTextContent('TEST MODE')
  })

  it('shows each identity of the email apart: its gifts, its yearly receipts and its own statement', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const company = 'company:552100554'
    const annual: DonorReceipt = { id: 'r2', number: '2025-0042', year: 2025, kind: 'annual', amount: 40000, status: 'issued', donorKind: 'company', identity: company, name: 'Ndiaye Conseil' }
    const fetch = serve([gift(), gift({ id: 'g2', amount: 20000, identity: company })], [annual], [
      { identity: 'person:ndiaye|awa', name: 'Awa Ndiaye', kind: 'person' },
      { identity: company, name: 'Ndiaye Conseil', kind: 'company' },
    ])
    renderDonor()
    const firm = await screen.findByRole('region', { name: 'Gifts as Ndiaye Conseil' })
    expect(within(firm).getAllByRole('article')).toHaveLength(1)
    expect(within(firm).getByRole('article', { name: /^200,00\s€/ })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Gifts as Awa Ndiaye' })).getByRole('article', { name: /^20,00\s€/ })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Yearly tax receipts' })).getByText(/Ndiaye Conseil/)).toBeInTheDocument()
    const statements = screen.getByRole('region', { name: 'My gifts of a year' })
    expect(within(statements).getAllByRole('button').map((b) => b.textContent)).toEqual(['Gifts of 2026 as Awa Ndiaye (PDF)', 'Gifts of 2026 as Ndiaye Conseil (PDF)'])
    await userEvent.setup().click(within(statements).getByRole('button', { name: 'Gifts of 2026 as Ndiaye Conseil (PDF)' }))
    await vi.waitFor(() => expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/donor/statements/2026?identity=company%3A552100554'))
  })

  it('shows a cancelled receipt as cancelled, with its stamped copy to download', async () => {
    const cancelled: DonorReceipt = { id: 'r1', number: '2026-0007', year: 2026, kind: 'single', amount: 6000, status: 'cancelled', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }
    const replacement: DonorReceipt = { id: 'r3', number: '2026-0009', year: 2026, kind: 'single', amount: 6000, status: 'issued', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }
    serve([gift({ receipts: [cancelled, replacement] })])
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    const [first] = within(article).getAllByRole('listitem')
    expect(within(first!).getByText('Cancelled')).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Download the cancelled copy, receipt 2026-0007' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Download PDF, receipt 2026-0009' })).toBeInTheDocument()
  })

  it('warns of a failed renewal with its reason and the card update in the warning', async () => {
    serve([gift({ status: 'past_due', paymentProblem: 'Your card was declined.', providerStatus: 'past_due' })])
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    expect(within(article).getByText('Payment failed')).toBeInTheDocument()
    expect(within(article).getByText('The last payment of this gift failed: Your card was declined.')).toBeInTheDocument()
    // One card button, in the warning.
    expect(within(article).getAllByRole('button', { name: 'Update my card' })).toHaveLength(1)
  })

  it('sends a PayPal recurring gift’s donor to PayPal for its payment method', async () => {
    serve([
      gift({
        method: 'paypal',
        rhythm: 'weekly',
        providerStatus: 'ACTIVE',
        actions: { stop: true, changeAmount: false, updateCard: false, pause: false, resume: false, changeRhythm: false },
        manageAtPayPal: 'https://www.paypal.com/myaccount/autopay/',
      }),
    ])
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every week/ })
    expect(article).toHaveTextContent('PayPal manages the payment method of this gift.')
    const link = within(article).getByRole('link', { name: /^Manage it in PayPal/ })
    expect(link).toHaveAttribute('href', 'https://www.paypal.com/myaccount/autopay/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/)
    expect(facts(article)).toContain('At the provider: PayPal: ACTIVE')
    expect(within(article).queryByRole('button', { name: 'Change the amount' })).not.toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Update my card' })).not.toBeInTheDocument()
  })

  it('shows a one-off cheque gift with no recurring facts and no actions', async () => {
    serve([
      gift({
        id: 'g2',
        rhythm: 'once',
        method: 'cheque',
        status: 'awaiting_cheque',
        amount: 5000,
        paymentsCount: 0,
        collected: 0,
        lastPaymentAt: '',
        nextPaymentAt: '',
        providerStatus: '',
        actions: { stop: false, changeAmount: false, updateCard: false, pause: false, resume: false, changeRhythm: false },
      }),
    ])
    renderDonor()
    const article = await screen.findByRole('article', { name: /^50,00\s€ · Once$/ })
    expect(within(article).getByText('Cheque expected')).toBeInTheDocument()
    expect(facts(article)).toEqual(['Date: Jan 05, 2026', 'Method: Cheque'])
    expect(within(article).queryByRole('button')).not.toBeInTheDocument()
  })

  it('scrolls to and focuses the gift a mail links to, then takes the link off the address', async () => {
    serve([gift({ id: 'g2' }), gift({ id: 'g1', amount: 1000 })])
    renderDonor('/donor?gift=g1')
    const heading = await screen.findByRole('heading', { name: /^10,00\s€/ })
    expect(heading).toHaveFocus()
    expect(card(/^10,00\s€/)).toHaveClass('ring-4')
    expect(card(/^20,00\s€/)).not.toHaveClass('ring-4')
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/donor$/)
  })

  it('says when the gifts cannot be read, and reads them again on request', async () => {
    let fail = true
    stubFetch((url) => {
      if (url.pathname !== '/api/donor/gifts') return undefined
      return fail ? { status: 500, body: { status: 500, message: '', data: {} } } : { body: { data: { email: donorEmail, gifts: [gift()] } } }
    })
    const u = userEvent.setup()
    renderDonor()
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Your gifts could not be loaded. Please try again later.')
    fail = false
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: /Every month/ })).toBeInTheDocument()
  })

  it('goes back to the sign-in when the session has ended (401)', async () => {
    stubFetch((url) => (url.pathname === '/api/donor/gifts' ? { status: 401, body: { status: 401, message: 'The request requires valid record authorization token.', data: {} } } : undefined))
    renderDonor()
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument()
    expect(pb.authStore.token).toBe('')
  })
})

// The French site (issue 40.5): the same space at /fr/donor, dates and words as a French foundation writes them.
describe('the donor’s gifts in French', () => {
  it('names a monthly gift, its facts, its receipt and its actions in French', async () => {
    serve([
      gift({
        history: [{ at: '2026-02-10T09:00:00Z', kind: 'paused', until: '2026-03-10T09:00:00Z', by: 'donor' }],
        receipts: [{ id: 'r1', number: '2026-0007', year: 2026, kind: 'single', amount: 6000, status: 'issued', donorKind: 'person', identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }],
      }),
    ])
    const u = userEvent.setup()
    renderFrenchDonor()
    const article = await screen.findByRole('article', { name: /^20,00\s€ · Chaque mois$/ })
    expect(within(article).getByText('Actif')).toBeInTheDocument()
    expect(facts(article)).toEqual([
      'Commencé le: 5 janvier 2026',
      'Moyen de paiement: Carte',
      'Paiements à ce jour: 3',
      expect.stringMatching(/^Total versé: 60,00\s€$/),
      'Dernier paiement: 5 mars 2026',
      'Prochain paiement: 5 avril 2026',
      'Chez le prestataire: Stripe: active',
    ])
    expect(within(article).getByText((_, el) => el?.tagName === 'LI' && /En pause/.test(el.textContent ?? ''))).toHaveTextContent(/^10 février 2026\s: En pause jusqu’au 10 mars 2026 par vous$/)
    expect(within(article).getByRole('heading', { name: 'Reçus fiscaux' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Télécharger le PDF, reçu 2026-0007' })).toBeInTheDocument()
    await u.click(within(article).getByRole('button', { name: 'Mettre ce don en pause' }))
    expect(within(article).getByText('Mettre en pause ce don mensuel ?')).toBeInTheDocument()
    expect(within(article).getByRole('radio', { name: '2 mois' })).toBeInTheDocument()
    await u.click(within(article).getByRole('button', { name: 'Arrêter ce don' }))
    expect(within(article).getByText('Arrêter ce don mensuel ?')).toBeInTheDocument()
  })
})
