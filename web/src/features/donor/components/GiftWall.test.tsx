import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import type { Gift } from '../../../lib/contract.gen'
import { donorEmail, gift, renderDonor, signInDonor } from '../testing'

/** The donor routes with one campaign gift; PATCH …/wall answers `reply`. */
function serve(start: Gift, reply: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [start] } } }
    if (url.pathname === '/api/receipts/config') return { body: { enabled: true, rate: 66, ceiling: 0, rateAbove: 66 } }
    if (url.pathname === '/api/donor/gifts/g1/wall' && init?.method === 'PATCH') return reply(JSON.parse(String(init.body)))
  })
}

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('a campaign gift on its wall', () => {
  it('shows the donor’s name under the name they choose, then hides it', async () => {
    const sent: Record<string, unknown>[] = []
    serve(gift({ campaign: 'new-track' }), (body) => {
      sent.push(body)
      return { body: { data: gift({ campaign: 'new-track', wall: body as Gift['wall'] }) } }
    })
    const u = userEvent.setup()
    renderDonor()
    const form = await screen.findByRole('form', { name: "The campaign's wall" })
    expect(within(form).getByRole('link', { name: 'new-track' })).toHaveAttribute('href', '/campaigns/new-track')
    expect(within(form).queryByLabelText(/Name to show/)).not.toBeInTheDocument()

    await u.click(within(form).getByLabelText('Show my name'))
    await u.type(within(form).getByLabelText(/Name to show/), 'Les Martin')
    await u.click(within(form).getByRole('button', { name: 'Save my choice' }))
    expect(await screen.findByText('Your name shows on the campaign’s wall.')).toBeInTheDocument()

    await u.click(within(form).getByLabelText('Show my name'))
    await u.click(within(form).getByRole('button', { name: 'Save my choice' }))
    expect(await screen.findByText('Your name no longer shows on the campaign’s wall.')).toBeInTheDocument()
    expect(sent).toEqual([
      { showName: true, wallName: 'Les Martin', showAmount: false },
      { showName: false, wallName: 'Les Martin', showAmount: false },
    ])
  })

  it('shows the server’s refusal of a name by its field', async () => {
    serve(gift({ campaign: 'new-track' }), () => ({
      status: 400,
      body: { status: 400, message: 'Please check the form.', data: { wallName: { code: 'validation_invalid_wall_name', message: 'Give a name, not an email or a web address.' } } },
    }))
    const u = userEvent.setup()
    renderDonor()
    const form = await screen.findByRole('form', { name: "The campaign's wall" })
    await u.click(within(form).getByLabelText('Show my name'))
    await u.type(within(form).getByLabelText(/Name to show/), 'ada@example.org')
    await u.click(within(form).getByRole('button', { name: 'Save my choice' }))
    expect(await within(form).findByText('Give a name, not an email or a web address.')).toBeInTheDocument()
  })

  it('is not offered for a gift to no campaign', async () => {
    serve(gift(), () => ({ body: {} }))
    renderDonor()
    await screen.findByRole('article', { name: /Every month/ })
    expect(screen.queryByRole('form', { name: "The campaign's wall" })).not.toBeInTheDocument()
  })
})
