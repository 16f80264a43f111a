import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import type { Gift } from '../../../lib/contract.gen'
import { donorEmail, gift, renderDonor, signInDonor } from '../testing'

type Reply = { status?: number; body: unknown }

/** The donor routes, with one gift; `post` answers the gift's actions. */
function serve(start: Gift, post: (action: string, body: Record<string, unknown>) => Reply) {
  const sent: string[] = []
  stubFetch((url, init) => {
    if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [start] } } }
    if (url.pathname === '/api/receipts/config') return { body: { enabled: true, rate: 66, ceiling: 0, rateAbove: 66 } }
    const action = url.pathname.match(/^\/api\/donor\/gifts\/g1\/(\w+)$/)?.[1]
    if (action && init?.method === 'POST') {
      sent.push(`${action} ${init.body}`)
      return post(action, JSON.parse(String(init.body)))
    }
  })
  return sent
}

const paused = gift({
  pausedUntil: '2026-06-05 10:00:00.000Z',
  nextPaymentAt: '2026-06-05 10:00:00.000Z',
  actions: { stop: true, changeAmount: true, updateCard: true, pause: false, resume: true, changeRhythm: false },
  history: [{ at: '2026-04-05 10:00:00.000Z', kind: 'paused', by: 'donor', until: '2026-06-05 10:00:00.000Z' }],
})

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('pausing a recurring gift', () => {
  it('pauses for the months chosen with the keyboard, then shows until when and the history', async () => {
    const sent = serve(gift(), () => ({ body: { data: paused } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    within(article).getByRole('button', { name: 'Pause this gift' }).focus()
    await u.keyboard('{Enter}')
    const question = within(article).getByRole('group', { name: 'Pause this monthly gift?' })
    const choices = within(question).getByRole('group', { name: 'For how long?' })
    expect(within(choices).getByRole('radio', { name: '1 month' })).toHaveFocus()
    await u.keyboard('{ArrowDown}')
    expect(within(choices).getByRole('radio', { name: '2 months' })).toBeChecked()
    await u.keyboard('{Escape}')
    expect(within(article).getByRole('button', { name: 'Pause this gift' })).toHaveFocus()
    expect(sent).toEqual([])

    await u.click(within(article).getByRole('button', { name: 'Pause this gift' }))
    await u.click(within(article).getByRole('radio', { name: '3 months' }))
    await u.click(within(article).getByRole('button', { name: 'Pause my gift' }))
    expect(await within(article).findByText('Your gift is paused until Jun 05, 2026: no payment will be taken until then.')).toBeInTheDocument()
    expect(within(article).getByText('Paused until Jun 05, 2026: no payment will be taken until then.')).toBeInTheDocument()
    expect(within(article).getByRole('listitem')).toHaveTextContent('Apr 05, 2026: Paused until Jun 05, 2026 by you')
    expect(within(article).queryByRole('button', { name: 'Pause this gift' })).not.toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Resume now' })).toBeInTheDocument()
    expect(sent).toEqual(['pause {"months":3}'])
  })

  it('says why the server refused, and keeps the gift as it was', async () => {
    const message = 'This gift is paused until 2026-06-05: resume it first.'
    serve(gift(), () => ({ status: 409, body: { status: 409, message, data: {} } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    await u.click(within(article).getByRole('button', { name: 'Pause this gift' }))
    await u.click(within(article).getByRole('button', { name: 'Pause my gift' }))
    expect(await within(article).findByText(message)).toBeInTheDocument()
    expect(within(article).queryByText(/^Paused until/)).not.toBeInTheDocument()
  })

  it('resumes a paused gift early once confirmed', async () => {
    const sent = serve(paused, () => ({ body: { data: gift({ history: [...paused.history, { at: '2026-04-20 10:00:00.000Z', kind: 'resumed', by: 'donor' }] }) } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    await u.click(within(article).getByRole('button', { name: 'Resume now' }))
    await u.click(within(article).getByRole('button', { name: 'Resume my gift' }))
    expect(await within(article).findByText('Your gift has resumed. Thank you!')).toBeInTheDocument()
    expect(within(article).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Apr 20, 2026: Resumed by you',
      'Apr 05, 2026: Paused until Jun 05, 2026 by you',
    ])
    expect(sent).toEqual(['resume {}'])
  })

  it('changes a monthly gift to weekly once confirmed', async () => {
    const sent = serve(gift(), () => ({ body: { data: gift({ rhythm: 'weekly' }) } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await screen.findByRole('article', { name: /Every month/ })
    await u.click(within(article).getByRole('button', { name: 'Give every week instead' }))
    expect(within(article).getByRole('group', { name: /^Give 20,00\s€ every week instead of every month\?$/ })).toHaveTextContent('Nothing is charged now.')
    await u.click(within(article).getByRole('button', { name: 'Change to every week' }))
    expect(await screen.findByText('Your gift is now taken every week, from its next payment.')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: /Every week/ })).toBeInTheDocument()
    expect(sent).toEqual(['interval {"interval":"week"}'])
  })
})
