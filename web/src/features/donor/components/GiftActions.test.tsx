import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import type { Gift } from '../../../lib/contract.gen'
import { donorEmail, gift, renderDonor, signInDonor } from '../testing'

type Reply = { status?: number; body: unknown }

/** The donor routes, with one gift; `post` answers the gift's actions. */
function serve(start: Gift, post: (action: string, body: Record<string, unknown>) => Reply) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [start] } } }
    if (url.pathname === '/api/receipts/config') return { body: { enabled: true, rate: 66, ceiling: 0, rateAbove: 66 } }
    const action = url.pathname.match(/^\/api\/donor\/gifts\/g1\/(\w+)$/)?.[1]
    if (action && init?.method === 'POST') return post(action, JSON.parse(String(init.body)))
  })
}

const posts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => `${new URL(String(input), 'http://localhost').pathname} ${init?.body}`)

const giftCard = () => screen.findByRole('article', { name: /Every month/ })

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('a recurring gift’s actions', () => {
  it('stops a gift only once the donor confirms', async () => {
    const fetch = serve(gift(), () => ({ body: { data: gift({ status: 'cancelled', nextPaymentAt: '', providerStatus: 'canceled', actions: { stop: false, changeAmount: false, updateCard: false, pause: false, resume: false, changeRhythm: false } }) } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await giftCard()

    await u.click(within(article).getByRole('button', { name: 'Stop this gift' }))
    const confirm = within(article).getByRole('group', { name: 'Stop this monthly gift?' })
    expect(confirm).toHaveTextContent('No further payment will be taken. Payments already made are not refunded.')
    expect(confirm).toHaveFocus()
    await u.click(within(confirm).getByRole('button', { name: 'Keep my gift' }))
    expect(within(article).getByRole('button', { name: 'Stop this gift' })).toHaveFocus()
    expect(posts(fetch)).toEqual([])

    await u.click(within(article).getByRole('button', { name: 'Stop this gift' }))
    await u.click(within(article).getByRole('button', { name: 'Confirm' }))
    expect(await within(article).findByText('Your monthly gift is stopped: no further payment will be taken.')).toBeInTheDocument()
    expect(within(article).getByText('Stopped')).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Stop this gift' })).not.toBeInTheDocument()
    expect(posts(fetch)).toEqual(['/api/donor/gifts/g1/stop {}'])
  })

  it('shows the server’s words when the provider cannot be reached, and keeps the gift as it was', async () => {
    const message = 'Stripe could not be reached: your gift is unchanged. Please try again later.'
    serve(gift(), () => ({ status: 503, body: { status: 503, message, data: {} } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await giftCard()
    await u.click(within(article).getByRole('button', { name: 'Stop this gift' }))
    await u.click(within(article).getByRole('button', { name: 'Confirm' }))
    expect(await within(article).findByText(message)).toBeInTheDocument()
    expect(within(article).getByText('Active')).toBeInTheDocument()
  })

  it('checks the new amount, shows its cost after the tax reduction and says when it applies', async () => {
    const fetch = serve(gift(), (_action, body) =>
      body.amount === 4200
        ? { status: 400, body: { status: 400, message: 'Failed.', data: { amount: { code: 'amount_too_high', message: 'This amount is above what this gift allows.' } } } }
        : { body: { data: gift({ amount: Number(body.amount) }) } },
    )
    const u = userEvent.setup()
    renderDonor()
    const article = await giftCard()
    await u.click(within(article).getByRole('button', { name: 'Change the amount' }))
    const field = within(article).getByLabelText('New amount in euros')
    expect(article).toHaveTextContent('From the next payment; nothing is charged now')

    await u.click(within(article).getByRole('button', { name: 'Save the new amount' }))
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(/^Enter the new amount in whole euros\./)
    expect(field).toHaveFocus()

    await u.type(field, '0')
    await u.click(within(article).getByRole('button', { name: 'Save the new amount' }))
    expect(field).toHaveAccessibleDescription(/^The amount must be at least 1\s€\./)

    await u.clear(field)
    await u.type(field, '4a2')
    expect(field).toHaveValue('42')
    expect(article).toHaveTextContent(/42\s€ per month — 14,28\s€ per month after the 66\s% tax reduction/)
    await u.click(within(article).getByRole('button', { name: 'Save the new amount' }))
    expect(await within(article).findByText('This amount is above what this gift allows.')).toBeInTheDocument()
    expect(field).toBeInvalid()

    await u.clear(field)
    await u.type(field, '25')
    await u.click(within(article).getByRole('button', { name: 'Save the new amount' }))
    expect(await within(article).findByText(/^Your gift is now 25,00\s€ every month, from the next payment\. Nothing is charged now\.$/)).toBeInTheDocument()
    expect(within(article).getByRole('heading', { name: /^25,00\s€/ })).toBeInTheDocument()
    expect(within(article).queryByLabelText('New amount in euros')).not.toBeInTheDocument()
    expect(posts(fetch)).toEqual(['/api/donor/gifts/g1/amount {"amount":4200}', '/api/donor/gifts/g1/amount {"amount":2500}'])
  })

  it('sends the browser to the provider’s card page', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetch = serve(gift(), () => ({ body: { data: { url: 'https://billing.stripe.test/session/abc' } } }))
    const u = userEvent.setup()
    renderDonor()
    const article = await giftCard()
    await u.click(within(article).getByRole('button', { name: 'Update my card' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/abc'))
    expect(posts(fetch)).toEqual(['/api/donor/gifts/g1/card {}'])
  })

  it.each([
    ['updated', 'Your new card is saved: it will be used for the next payment.'],
    ['cancelled', 'The card was not changed.'],
  ])('says what came of the card page (?card=%s), then takes it off the address', async (card, message) => {
    serve(gift(), () => ({ body: {} }))
    renderDonor(`/donor?card=${card}&gift=g1`)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/donor$/)
  })
})
