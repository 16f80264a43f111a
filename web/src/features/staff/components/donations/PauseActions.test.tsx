import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { GiftPage } from '../../../../lib/contract.gen'
import { GiftScreen } from './GiftScreen'

const running = { stop: true, changeAmount: true, updateCard: true, refund: false, resendReceipt: false }

const monthly: GiftPage = {
  id: 'g1', created: '2026-03-02 09:00:00.000Z', donor: 'd1', donorName: 'Ada Lovelace', donorEmail: 'ada@example.org', amount: 1500,
  rhythm: 'monthly', method: 'card', paidWith: 'Card', coveredFee: 0, tribute: null, status: 'active', paymentsCount: 1, collected: 1500, lastPaymentAt: '2026-03-02 09:00:00.000Z', test: false,
  nextPaymentAt: '2026-04-02 09:00:00.000Z', refunded: 0, refundable: 0,
  provider: { name: 'stripe', subscriptionId: 'sub_1' },
  details: { email: 'ada@example.org', prenom: 'Ada', nom: 'Lovelace', adresse: '', codePostal: '', ville: '', pays: '', telephone: '', kind: 'person', raisonSociale: '', siren: '', formeJuridique: '' },
  ledger: [], receipts: [],
  actions: { ...running, pause: true, resume: false, changeRhythm: true },
  pausedUntil: '', history: [],
}

const paused: GiftPage = {
  ...monthly,
  pausedUntil: '2026-06-02 09:00:00.000Z',
  actions: { ...running, pause: false, resume: true, changeRhythm: false },
  history: [{ at: '2026-03-03 10:00:00.000Z', kind: 'paused', by: 'staff', until: '2026-06-02 09:00:00.000Z' }],
}

/** The gift page's routes; each POST is answered by `answers` and remembered. */
function serve(start: GiftPage, answers: Record<string, { status?: number; body: unknown }>) {
  const sent: string[] = []
  let now: unknown = start
  stubFetch((url, init) => {
    if (url.pathname === '/api/staff/donations/g1' && init?.method !== 'POST') return { body: now }
    const action = url.pathname.match(/^\/api\/staff\/donations\/g1\/(\w+)$/)?.[1]
    if (action && init?.method === 'POST') {
      sent.push(`${action} ${init.body}`)
      const answer = answers[action] ?? { status: 404, body: {} }
      if (!answer.status) now = answer.body
      return answer
    }
    return undefined
  })
  return sent
}

const open = () => renderScreen(<GiftScreen />, { path: '/staff/donations/g1', route: '/staff/donations/:id' })

describe('pause and rhythm on the staff gift page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('pauses for the months chosen only on the second press, then shows until when and the history', async () => {
    const sent = serve(monthly, { pause: { body: paused } })
    const u = userEvent.setup()
    open()
    const form = await screen.findByRole('form', { name: 'Pause this recurring gift' })
    await u.selectOptions(within(form).getByLabelText('For how long'), '3')
    await u.click(within(form).getByRole('button', { name: 'Pause the gift' }))
    expect(within(form).getByRole('status')).toHaveTextContent('No payment will be taken for 3 months; the gift starts again by itself. Press again to confirm.')
    expect(sent).toEqual([])
    await u.click(within(form).getByRole('button', { name: 'Yes, pause for 3 months' }))
    expect(await screen.findByText(/^The gift is paused until .*\. The donor has been sent a mail\.$/)).toBeInTheDocument()
    expect(screen.getByText(/^Paused until .*: no renewal is expected until then\.$/)).toBeInTheDocument()
    const history = screen.getByRole('heading', { name: 'History' }).parentElement as HTMLElement
    expect(within(history).getByRole('listitem')).toHaveTextContent(/Paused until Jun 02, 2026 by the staff$/)
    expect(sent).toEqual(['pause {"months":3}'])
  })

  it('resumes a paused gift and says why the provider refused', async () => {
    const message = 'Stripe did not confirm it: the gift is unchanged. Look at it in Stripe’s dashboard.'
    const sent = serve(paused, { resume: { status: 502, body: { status: 502, message, data: {} } } })
    const u = userEvent.setup()
    open()
    const form = await screen.findByRole('form', { name: /^Paused until/ })
    await u.click(within(form).getByRole('button', { name: 'Resume now' }))
    await u.click(within(form).getByRole('button', { name: 'Yes, resume now' }))
    expect(await within(form).findByText(message)).toBeInTheDocument()
    expect(sent).toEqual(['resume {}'])
  })

  it('makes a monthly gift weekly once confirmed', async () => {
    const sent = serve(monthly, { interval: { body: { ...monthly, rhythm: 'weekly' } } })
    const u = userEvent.setup()
    open()
    const form = await screen.findByRole('form', { name: 'Change the rhythm' })
    await u.click(within(form).getByRole('button', { name: 'Make it weekly' }))
    await u.click(within(form).getByRole('button', { name: 'Yes, make it weekly' }))
    expect(await screen.findByText('The gift is now weekly from its next payment. The donor has been sent a mail.')).toBeInTheDocument()
    expect(sent).toEqual(['interval {"interval":"week"}'])
  })
})
