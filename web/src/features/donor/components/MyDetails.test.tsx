import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import { donorEmail, renderDonor, signInDonor } from '../testing'

const details = {
  identity: 'person:ndiaye|awa',
  email: donorEmail,
  prenom: 'Awa',
  nom: 'Ndiaye',
  adresse: '12 rue des Lilas',
  codePostal: '75011',
  ville: 'Paris',
  pays: 'France',
  telephone: '0612345678',
  kind: 'person' as const,
  raisonSociale: '',
  siren: '',
  formeJuridique: '',
}

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('my details', () => {
  it('shows what receipts name, and saves a correction the server accepts', async () => {
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [] } } }
      if (url.pathname === '/api/donor/details' && init?.method === 'PATCH') {
        sent.push(JSON.parse(String(init.body)))
        return { body: { data: { ...details, adresse: '7 rue Neuve' } } }
      }
      if (url.pathname === '/api/donor/details') return { body: { data: [details] } }
    })
    const u = userEvent.setup()
    renderDonor()
    const section = await screen.findByRole('region', { name: 'My details' })
    expect(await within(section).findByText('Awa Ndiaye')).toBeVisible()
    const opener = within(section).getByRole('button', { name: 'Correct my details' })
    await u.click(opener)
    const address = within(section).getByLabelText('Address')
    expect(within(section).getByLabelText('First name')).toHaveFocus()
    await u.clear(address)
    await u.type(address, '7 rue Neuve')
    await u.click(within(section).getByRole('button', { name: 'Save my details' }))

    expect(await within(section).findByText(/Your details are saved/)).toBeVisible()
    expect(within(section).getByText(/7 rue Neuve/)).toBeVisible()
    expect(sent).toEqual([{ identity: 'person:ndiaye|awa', prenom: 'Awa', nom: 'Ndiaye', adresse: '7 rue Neuve', codePostal: '75011', ville: 'Paris', pays: 'France', telephone: '0612345678', kind: 'person', raisonSociale: '', siren: '', formeJuridique: '' }])
    // The form is gone: its outcome takes the focus.
    expect(within(section).getByRole('status')).toHaveTextContent(/Your details are saved/)
    await expect.poll(() => within(section).getByRole('status')).toHaveFocus()
  })

  it('shows the server’s refusal under the field, keeps what was typed, and Escape closes the form', async () => {
    stubFetch((url, init) => {
      if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [] } } }
      if (url.pathname === '/api/donor/details' && init?.method === 'PATCH')
        return { status: 400, body: { status: 400, message: 'Please ensure that all fields are correctly filled in.', data: { telephone: { code: 'validation_phone', message: 'The phone number is too short.' } } } }
      if (url.pathname === '/api/donor/details') return { body: { data: [details] } }
    })
    const u = userEvent.setup()
    renderDonor()
    const section = await screen.findByRole('region', { name: 'My details' })
    await u.click(await within(section).findByRole('button', { name: 'Correct my details' }))
    const phone = within(section).getByLabelText('Phone')
    await u.clear(phone)
    await u.type(phone, '12')
    await u.click(within(section).getByRole('button', { name: 'Save my details' }))
    expect(await within(section).findByText('The phone number is too short.')).toBeVisible()
    expect(phone).toHaveValue('12')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    await u.keyboard('{Escape}')
    expect(within(section).queryByLabelText('Phone')).toBeNull()
    expect(within(section).getByRole('button', { name: 'Correct my details' })).toHaveFocus()
  })

  it('shows each identity of the email apart, and corrects only the one chosen', async () => {
    const company = { ...details, identity: 'company:552100554', kind: 'company' as const, raisonSociale: 'Ndiaye Conseil', siren: '552100554', formeJuridique: 'SAS', adresse: '1 quai Sud' }
    const sent: { identity: string }[] = []
    stubFetch((url, init) => {
      if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [] } } }
      if (url.pathname === '/api/donor/details' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as typeof company
        sent.push(body)
        return { body: { data: { ...body, email: donorEmail } } }
      }
      if (url.pathname === '/api/donor/details') return { body: { data: [details, company] } }
    })
    const u = userEvent.setup()
    renderDonor()
    const section = await screen.findByRole('region', { name: 'My details' })
    expect(await within(section).findByRole('heading', { name: 'Ndiaye Conseil' })).toBeVisible()
    expect(within(section).getByRole('heading', { name: 'Awa Ndiaye' })).toBeVisible()
    await u.click(within(section).getByRole('button', { name: 'Correct my details, Ndiaye Conseil' }))
    const address = within(section).getByLabelText('Address')
    await u.clear(address)
    await u.type(address, '2 quai Nord')
    await u.click(within(section).getByRole('button', { name: 'Save my details' }))
    expect(await within(section).findByText(/2 quai Nord/)).toBeVisible()
    expect(sent.map((s) => s.identity)).toEqual(['company:552100554'])
    expect(within(section).getByText(/12 rue des Lilas/)).toBeVisible()
  })
})
