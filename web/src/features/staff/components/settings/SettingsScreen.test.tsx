import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import type { FoundationSettings, Me } from '../../../../lib/contract.gen'
import { fieldList } from './fieldNames'
import { SettingsScreen } from './SettingsScreen'

const empty: FoundationSettings = {
  legalName: '', address: '', object: '', legalStatus: '', registrationNumber: '', signatoryName: '', signatoryTitle: '', signaturePlace: '',
  receiptsEnabled: false, category: '', decreeDate: '', journalDate: '', reductionRate: 66, eligible978: false, hasSignature: false,
  categories: [
    { key: 'rup_foundation', label: "Fondation reconnue d'utilité publique", needsDecree: true, ifi: true, rate: 66 },
    { key: 'aid_to_people', label: 'Organisme … fourniture gratuite de repas ou de soins', needsDecree: false, ifi: false, rate: 75 },
  ],
  missing: ['legalName', 'address', 'object', 'legalStatus', 'registrationNumber', 'signatoryName', 'signatoryTitle', 'signaturePlace', 'signature'],
  issuing: false, updated: '2026-03-05 10:00:00.000Z',
  fees: { card: { basisPoints: 150, fixedCents: 25 }, paypal: { basisPoints: 290, fixedCents: 35 } },
}
const person = (roles: Me['roles']): Me => ({ id: 's1', email: 'a@staff.example.org', name: 'A', roles, language: 'en' })

describe('foundation settings', () => {
  it('names the missing details in words', () => {
    expect(fieldList(['legalName'])).toBe('legal name')
    expect(fieldList(['registrationNumber', 'signature'])).toBe('RNA or SIREN number and signature image')
    expect(fieldList(['legalName', 'signatoryTitle', 'signature'])).toBe("legal name, signatory's title and signature image")
  })

  it('is read-only for a treasurer', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/settings' ? { body: empty } : undefined))
    renderScreen(<SettingsScreen me={person(['treasurer'])} />)
    expect(await screen.findByLabelText('Legal name')).toBeDisabled()
    expect(screen.getByText(/^Tax receipts are off\./)).toHaveTextContent(/Before they can be turned on, fill in: legal name, address, .* and signature image\.$/)
    expect(screen.queryByRole('button', { name: 'Save the settings' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Signature image')).not.toBeInTheDocument()
  })

  it('lets an admin save, and shows the server refusal by each field', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch(async (url, init) => {
      if (url.pathname !== '/api/staff/settings') return undefined
      if (init?.method !== 'POST') return { body: empty }
      sent.push(JSON.parse(String(init.body)))
      return {
        status: 400,
        body: { status: 400, message: 'Failed.', data: { signatoryName: { code: 'validation_required', message: 'Required before receipts are turned on.' } } },
      }
    })
    renderScreen(<SettingsScreen me={person(['admin'])} />)
    await u.type(await screen.findByLabelText('Legal name'), 'Fondation Sport Avenir')
    await u.click(screen.getByLabelText(/Issue tax receipts/))
    await u.click(screen.getByRole('button', { name: 'Save the settings' }))
    // PocketBase's "required" code reads as our usual sentence.
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(screen.getByLabelText("Signatory's name")).toHaveAttribute('aria-invalid', 'true')
    expect(sent[0]).toMatchObject({ legalName: 'Fondation Sport Avenir', receiptsEnabled: true, category: '' })
  })

  it('saves the details while incomplete: receipts asked for too soon stay off, and what was typed stays', async () => {
    const u = userEvent.setup()
    stubFetch(async (url, init) => {
      if (url.pathname !== '/api/staff/settings') return undefined
      if (init?.method !== 'POST') return { body: empty }
      const sent = JSON.parse(String(init.body)) as FoundationSettings
      return { body: { ...empty, ...sent, receiptsEnabled: false, missing: ['address', 'category', 'decreeDate', 'journalDate', 'signature'] } }
    })
    const first = renderScreen(<SettingsScreen me={person(['admin'])} />)
    await u.type(await screen.findByLabelText('Legal name'), 'Fondation Sport Avenir')
    await u.click(screen.getByLabelText(/Issue tax receipts/))
    await u.click(screen.getByRole('button', { name: 'Save the settings' }))
    expect(await screen.findByText(
      'Saved. Tax receipts stay off until these are filled in: address, category, date of the decree, date of the Journal officiel and signature image.',
    )).toBeInTheDocument()
    expect(screen.getByLabelText(/Issue tax receipts/)).not.toBeChecked()
    await u.type(screen.getByLabelText('Object (purpose)'), 'Sport')
    first.unmount()
    // Back on the screen (a reload, a session signed in again): what was typed is there.
    renderScreen(<SettingsScreen me={person(['admin'])} />)
    expect(await screen.findByLabelText('Object (purpose)')).toHaveValue('Sport')
  })

  it('chooses a category from the Cerfa: the rate and the IFI follow, a recognised foundation dates its decree', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch(async (url, init) => {
      if (url.pathname !== '/api/staff/settings') return undefined
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)))
      return { body: empty }
    })
    renderScreen(<SettingsScreen me={person(['admin'])} />)
    const category = await screen.findByLabelText('Category')
    expect(screen.queryByLabelText('Decree of recognition, dated')).not.toBeInTheDocument()
    await u.selectOptions(category, 'aid_to_people')
    expect(category).toHaveAccessibleDescription(/75 % of gifts up to the yearly ceiling the law sets, 66 % beyond .* no IFI reduction/)
    await u.selectOptions(category, 'rup_foundation')
    expect(category).toHaveAccessibleDescription(/66 % of gifts .* may also reduce the IFI/)
    await u.type(screen.getByLabelText('Decree of recognition, dated'), '1990-03-12')
    await u.type(screen.getByLabelText('Published in the Journal officiel of'), '1990-03-14')
    await u.click(screen.getByRole('button', { name: 'Save the settings' }))
    await vi.waitFor(() => expect(sent[0]).toMatchObject({ category: 'rup_foundation', decreeDate: '1990-03-12', journalDate: '1990-03-14' }))
  })

  it('speaks French to an admin who chose it', async () => {
    const u = userEvent.setup()
    stubFetch((url) => (url.pathname === '/api/staff/settings' ? { body: empty } : undefined))
    renderScreen(<StaffLanguage.Provider value="fr"><SettingsScreen me={person(['admin'])} /></StaffLanguage.Provider>)
    expect(await screen.findByLabelText('Dénomination')).toBeEnabled()
    expect(screen.getByRole('heading', { level: 1, name: 'Réglages de la fondation' })).toBeInTheDocument()
    expect(screen.getByText(/^Les reçus fiscaux sont désactivés\./)).toHaveTextContent(/Avant de pouvoir les activer, renseignez : dénomination, adresse, .* et image de la signature\.$/)
    expect(screen.getByText('Dernier enregistrement le 5 mars 2026 à 11:00.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer les règles de frais' })).toBeInTheDocument()
    await u.selectOptions(screen.getByLabelText('Catégorie'), 'aid_to_people')
    expect(screen.getByLabelText('Catégorie')).toHaveAccessibleDescription(/^Les donateurs bénéficient de 75 % des dons .* pas de réduction d’IFI/)
  })

  it('names the missing details in French', () => {
    expect(fieldList(['registrationNumber', 'signature'], 'fr')).toBe('numéro RNA ou SIREN et image de la signature')
  })
})
