import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign, Me } from '../../../../lib/contract.gen'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { CampaignsScreen } from './CampaignsScreen'

const track: Campaign = {
  id: 'c1', slug: 'new-track', title: 'A new track', summary: 'For the club.', picture: '', goalCents: 1_000_000, startsAt: '2026-03-01 00:00:00.000Z',
  endsAt: '', project: 'sport', ended: false, raisedCents: 25_000, promisedCents: 0, monthlyCents: 2000, testCents: 0, donors: 3,
}
const editor: Me = { id: 'e1', email: 'eve@foundation.test', name: 'Eve', roles: ['editor'], language: 'en' }

function serve(onWrite: (method: string, path: string, body: unknown) => { status?: number; body: unknown }) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET'
    if (method !== 'GET') return onWrite(method, url.pathname, JSON.parse(String(init?.body)))
    if (url.pathname === '/api/staff/campaigns') return { body: { items: [track] } }
    if (url.pathname === '/api/donations/designations') return { body: { data: [{ id: 'sport', name: 'Sport' }, { id: 'education', name: 'Education' }] } }
    return undefined
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the campaigns screen', () => {
  it('lets an editor create a campaign, the goal typed in euros', async () => {
    const u = userEvent.setup()
    const writes: unknown[] = []
    serve((method, path, body) => {
      writes.push({ method, path, body })
      return { status: 201, body: track }
    })
    renderScreen(<CampaignsScreen me={editor} />)
    const form = await screen.findByRole('form', { name: 'New campaign' })
    await u.type(within(form).getByLabelText('Address (slug)'), 'new-track')
    await u.type(within(form).getByLabelText('Title'), 'A new track')
    await u.type(within(form).getByLabelText('Goal (€)'), '10 000')
    await u.selectOptions(within(form).getByLabelText('Project it serves'), 'Sport')
    await u.click(within(form).getByRole('button', { name: 'Create the campaign' }))
    expect(await within(form).findByText('The campaign is created.')).toBeInTheDocument()
    expect(writes).toEqual([{
      method: 'POST', path: '/api/staff/campaigns',
      body: { slug: 'new-track', title: 'A new track', summary: '', goalCents: 1_000_000, startsAt: '', endsAt: '', project: 'sport' },
    }])
  })

  it('shows the server’s refusal by its field', async () => {
    const u = userEvent.setup()
    serve(() => ({ status: 400, body: { status: 400, message: 'Check the campaign’s details.', data: { slug: { code: 'validation_slug_taken', message: 'Another campaign has this address.' } } } }))
    renderScreen(<CampaignsScreen me={editor} />)
    const form = await screen.findByRole('form', { name: 'New campaign' })
    await u.type(within(form).getByLabelText('Address (slug)'), 'new-track')
    await u.click(within(form).getByRole('button', { name: 'Create the campaign' }))
    expect(await within(form).findByText('Another campaign has this address.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Address (slug)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('edits a campaign whose address stays', async () => {
    const u = userEvent.setup()
    const writes: unknown[] = []
    serve((method, path, body) => {
      writes.push({ method, path, body })
      return { body: { ...track, title: 'The new track' } }
    })
    renderScreen(<CampaignsScreen me={editor} />)
    await u.click(await screen.findByRole('button', { name: 'Edit A new track' }))
    const form = screen.getByRole('form', { name: 'Edit “A new track”' })
    expect(within(form).getByLabelText('Address (slug)')).toBeDisabled()
    expect(within(form).getByLabelText('Starts on')).toHaveValue('2026-03-01')
    await u.clear(within(form).getByLabelText('Title'))
    await u.type(within(form).getByLabelText('Title'), 'The new track')
    await u.click(within(form).getByRole('button', { name: 'Save the campaign' }))
    expect(await within(form).findByText('The campaign is saved.')).toBeInTheDocument()
    expect(writes).toEqual([{
      method: 'PATCH', path: '/api/staff/campaigns/c1',
      body: { slug: 'new-track', title: 'The new track', summary: 'For the club.', goalCents: 1_000_000, startsAt: '2026-03-01', endsAt: '', project: 'sport' },
    }])
  })

  it('offers the treasurer the totals and the gifts, not the forms', async () => {
    serve(() => ({ body: {} }))
    renderScreen(<CampaignsScreen me={{ ...editor, roles: ['treasurer'] }} />)
    expect(await screen.findByRole('button', { name: 'Gifts (CSV)' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'New campaign' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
  })

  it('speaks French to a staff member who chose it', async () => {
    const u = userEvent.setup()
    serve(() => ({ body: {} }))
    renderScreen(<StaffLanguage.Provider value="fr"><CampaignsScreen me={editor} /></StaffLanguage.Provider>)
    expect(await screen.findByRole('heading', { name: 'Campagnes' })).toBeInTheDocument()
    const form = await screen.findByRole('form', { name: 'Nouvelle campagne' })
    expect(within(form).getByLabelText('Objectif (€)')).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Créer la campagne' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Collecté sur l’objectif' })).toBeInTheDocument()
    expect(screen.getByText(/^250 € sur 10\s000 €$/)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Modifier A new track' }))
    expect(screen.getByRole('form', { name: 'Modifier « A new track »' })).toBeInTheDocument()
    expect(screen.getByText('L’adresse ne change pas : les dons de la campagne la citent.')).toBeInTheDocument()
  })
})
