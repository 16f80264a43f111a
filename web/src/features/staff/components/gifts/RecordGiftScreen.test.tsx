import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { RecordGiftScreen } from './RecordGiftScreen'

const yesterday = () => {
  const d = new Date(Date.now() - 36 * 3600 * 1000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d)
}

async function fillDonor(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('First name'), 'Ana')
  await u.type(screen.getByLabelText('Last name'), 'Petit')
  await u.type(screen.getByLabelText('Email'), 'ana@example.org')
  await u.type(screen.getByLabelText('Phone'), '0612345678')
  await u.type(screen.getByLabelText('Address'), '2 rue Haute')
  await u.type(screen.getByLabelText('Postal code'), '69001')
  await u.type(screen.getByLabelText('Town'), 'Lyon')
}

describe('recording a gift that is not money', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('names every field to correct before sending anything', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch(() => undefined)
    renderScreen(<RecordGiftScreen />, { path: '/staff/donations/record' })
    await u.type(screen.getByLabelText('Postal code'), '6900')
    await u.click(screen.getByRole('button', { name: 'Record the gift in kind' }))
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required.')
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Value (€)')).toHaveAccessibleDescription(/^Enter the value in euros, from 1 to 100 000./)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('speaks French to a staff member who chose it, its checks too', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch(() => undefined)
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <RecordGiftScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/donations/record' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Enregistrer un don qui n’est pas de l’argent' })).toBeInTheDocument()
    await u.type(screen.getByLabelText('Code postal'), '6900')
    await u.click(screen.getByRole('button', { name: 'Enregistrer le don en nature' }))
    expect(screen.getByText('Corrigez les champs signalés.')).toBeInTheDocument()
    expect(screen.getByLabelText('Ce qui a été donné')).toHaveAccessibleDescription(/Ce champ est obligatoire\./)
    expect(screen.getByLabelText('Valeur (€)')).toHaveAccessibleDescription(/^Saisissez la valeur en euros, de 1 à 100 000\./)
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(/Un code postal français compte 5 chiffres/)
    await u.selectOptions(screen.getByLabelText('Type de don'), 'volunteer_expenses')
    expect(screen.getByRole('group', { name: 'Frais 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter des frais' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('records a gift in kind and opens its page', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname !== '/api/staff/gifts/in-kind') return undefined
      sent.push(JSON.parse(String(init?.body)))
      return { status: 201, body: { id: 'g9' } }
    })
    renderScreen(<RecordGiftScreen />, { path: '/staff/donations/record' })
    await fillDonor(u)
    await u.type(screen.getByLabelText('What was given'), 'Douze ballons de football')
    await u.type(screen.getByLabelText('Value (€)'), '240')
    await u.clear(screen.getByLabelText('Date given'))
    await u.type(screen.getByLabelText('Date given'), yesterday())
    await u.click(screen.getByRole('button', { name: 'Record the gift in kind' }))
    expect(await screen.findByRole('status', { name: 'Current page' })).toHaveTextContent('/staff/donations/g9')
    expect(sent).toEqual([{ kind: 'person', email: 'ana@example.org', prenom: 'Ana', nom: 'Petit', adresse: '2 rue Haute', codePostal: '69001', ville: 'Lyon',
      pays: 'France', telephone: '0612345678', raisonSociale: '', siren: '', formeJuridique: '', description: 'Douze ballons de football', valueCents: 24000, date: yesterday() }])
  })

  it("adds up a volunteer's expenses as the server will, and shows the server's refusal by its field", async () => {
    const u = userEvent.setup()
    const sent: Record<string, unknown>[] = []
    stubFetch((url, init) => {
      if (url.pathname !== '/api/staff/gifts/volunteer-expenses') return undefined
      sent.push(JSON.parse(String(init?.body)))
      return { status: 400, body: { status: 400, message: 'Please ensure that all fields are correctly filled in.',
        data: { 'expenses.1.justification': { code: 'validation_invalid_text', message: 'Use printed characters only.' } } } }
    })
    renderScreen(<RecordGiftScreen />, { path: '/staff/donations/record' })
    await u.selectOptions(screen.getByLabelText('Kind of gift'), 'volunteer_expenses')
    await fillDonor(u)
    await u.type(screen.getByLabelText("The foundation's work the expenses were for"), 'Tournoi des jeunes')
    await u.click(screen.getByRole('button', { name: 'Record the expenses waived' }))
    expect(screen.getByText("Record the volunteer's signed waiver of reimbursement first.")).toBeInTheDocument()

    await u.click(screen.getByRole('checkbox'))
    const first = screen.getByRole('group', { name: 'Expense 1' })
    await u.type(screen.getByLabelText('Date', { selector: '#expense-0-date' }), yesterday())
    await u.type(screen.getByLabelText('What was paid for', { selector: '#expense-0-nature' }), 'Train')
    await u.type(screen.getByLabelText('Supporting document', { selector: '#expense-0-justification' }), 'Billet 8812')
    await u.type(screen.getByLabelText('Amount (€)'), '64,50')
    expect(first).toHaveTextContent('64,50')
    await u.click(screen.getByRole('button', { name: 'Add an expense' }))
    await u.type(screen.getByLabelText('Date', { selector: '#expense-1-date' }), yesterday())
    await u.type(screen.getByLabelText('What was paid for', { selector: '#expense-1-nature' }), 'Stade')
    await u.type(screen.getByLabelText('Supporting document', { selector: '#expense-1-justification' }), 'Trajets')
    await u.selectOptions(screen.getByLabelText('Cost', { selector: '#expense-1-means' }), 'car')
    await u.type(screen.getByLabelText('Horsepower (CV)'), '5')
    await u.type(screen.getByLabelText('Kilometres'), '120')
    await u.type(screen.getByLabelText("Scale's rate (€ per km)"), '0,636')
    expect(screen.getByText(/Total waived/)).toHaveTextContent(/140,82/)
    await u.click(screen.getByRole('button', { name: 'Record the expenses waived' }))
    expect(await screen.findByText('Use printed characters only.')).toBeInTheDocument()
    expect(screen.getByLabelText('Supporting document', { selector: '#expense-1-justification' })).toHaveAttribute('aria-invalid', 'true')
    expect(sent[0]?.expenses).toEqual([
      { date: yesterday(), nature: 'Train', justification: 'Billet 8812', amountCents: 6450 },
      { date: yesterday(), nature: 'Stade', justification: 'Trajets', vehicle: 'car', horsepower: 5, kilometres: 120, rateMillis: 636 },
    ])
  })
})
