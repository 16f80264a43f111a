import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { renderScreen, stubFetch } from '../../test/render'
import { DonationScreen } from './DonationScreen'

const formMessage = 'Please ensure that all fields are correctly filled in.'

// The seeded plans: one per preset and rhythm (card price id and PayPal plan id).
const plans = [80, 50, 20, 10].flatMap((euros) =>
  (['week', 'month'] as const).map((interval) => ({
    id: `price_${interval}_${euros}`,
    unit_amount: euros * 100,
    interval,
    paypalPlanId: `P-${interval}-${euros}`,
  })),
)

const user = () => userEvent.setup()

const gift = () => screen.getByText(/^Your gift:/)
const radio = (name: string | RegExp) => screen.getByRole('radio', { name })

const englishLabels = ['Email', 'First name', 'Last name', 'Address', 'Postal code', 'Town', 'Country', 'Phone']

/** Fills the details step; `labels`: its fields' names in the page's language, in englishLabels' order. */
async function fillDetails(u: ReturnType<typeof user>, labels = englishLabels) {
  const [email, first, last, address, postal, town, country, phone] = labels as [string, string, string, string, string, string, string, string]
  await u.type(await screen.findByLabelText(email), 'awa@example.org')
  await u.type(screen.getByLabelText(first), 'Awa')
  await u.type(screen.getByLabelText(last), 'Traoré')
  await u.type(screen.getByLabelText(address), '12 avenue des Sports')
  await u.type(screen.getByLabelText(postal), '69003')
  await u.type(screen.getByLabelText(town), 'Lyon')
  await u.type(screen.getByLabelText(country), 'France')
  await u.type(await screen.findByRole('textbox', { name: phone }), '06 12 34 56 78')
}

async function toPayment(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Next: my details' }))
  await fillDetails(u)
  await u.click(screen.getByRole('button', { name: 'Next: payment' }))
  // The payment step loads on the way.
  await screen.findByRole('button', { name: 'Validate my donation' })
}

beforeEach(() => {
  stubFetch((url) => (url.pathname === '/api/donations/plans' ? { body: { data: plans } } : undefined))
})

describe('donation form, step 1: my donation', () => {
  it('shows live what the gift costs after the tax reduction when receipts are on', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/donations/plans') return { body: { data: plans } }
      if (url.pathname === '/api/receipts/config') return { body: { enabled: true, rate: 66, ceiling: 0, rateAbove: 66 } }
      return undefined
    })
    const u = user()
    renderScreen(<DonationScreen />)
    const region = screen.getByTestId('tax-cost')
    expect(region).toHaveAttribute('aria-live', 'polite')
    await vi.waitFor(() => expect(region).toHaveTextContent(/80\s€ — 27,20\s€ after the 66\s% tax reduction/))
    expect(region).toHaveTextContent(/within the limit of 20\s% of your taxable income/)
    await u.type(screen.getByLabelText('Or another amount'), '125')
    expect(region).toHaveTextContent(/125\s€ — 42,50\s€ after the 66\s% tax reduction/)
    await u.click(screen.getByText('Monthly'))
    expect(region).toHaveTextContent(/125\s€ per month — 42,50\s€ per month after/)
  })

  it('shows no cost line when receipts are off or their config cannot be read', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/donations/plans') return { body: { data: plans } }
      if (url.pathname === '/api/receipts/config') return { status: 500, body: {} }
      return undefined
    })
    renderScreen(<DonationScreen />)
    await vi.waitFor(() => expect(vi.mocked(globalThis.fetch).mock.calls.some(([input]) => String(input).includes('/api/receipts/config'))).toBe(true))
    expect(screen.getByTestId('tax-cost')).toBeEmptyDOMElement()
  })

  it('gives once by default and can give weekly or monthly', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    expect(screen.getByRole('heading', { name: '1. My Donation' })).toBeInTheDocument()
    expect(radio(/^Once/)).toBeChecked()
    expect(gift()).toHaveTextContent(/^Your gift: 80\s€$/)

    await u.click(screen.getByText('Weekly'))
    expect(radio(/^Weekly/)).toBeChecked()
    expect(radio(/^Once/)).not.toBeChecked()
    expect(gift()).toHaveTextContent(/^Your gift: 80\s€ per week$/)

    await u.click(screen.getByText('Monthly'))
    expect(gift()).toHaveTextContent(/^Your gift: 80\s€ per month$/)
    await u.click(screen.getByText('Once'))
    expect(gift()).toHaveTextContent(/^Your gift: 80\s€$/)
  })

  it('takes a preset or a custom amount of digits only', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    expect(radio(/^80\s€$/)).toBeChecked()

    await u.click(screen.getByText(/^20\s€$/))
    expect(radio(/^20\s€$/)).toBeChecked()
    expect(gift()).toHaveTextContent(/^Your gift: 20\s€$/)

    const custom = screen.getByLabelText('Or another amount')
    await u.type(custom, '12a3,5-€')
    expect(custom).toHaveValue('1235')
    expect(gift()).toHaveTextContent(/^Your gift: 1\s235\s€$/)
    for (const preset of [80, 50, 20, 10]) expect(radio(new RegExp(`^${preset}\\s€$`))).not.toBeChecked()

    // Emptying the custom amount gives the last preset again.
    await u.clear(custom)
    expect(gift()).toHaveTextContent(/^Your gift: 20\s€$/)

    // A preset click clears the custom amount.
    await u.type(custom, '25')
    await u.click(screen.getByText(/^10\s€$/))
    expect(custom).toHaveValue('')
    expect(radio(/^10\s€$/)).toBeChecked()
    expect(gift()).toHaveTextContent(/^Your gift: 10\s€$/)
  })

  it("refuses an amount above the server's maximum in its words, keeping the figure typed", async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    const custom = screen.getByLabelText('Or another amount')
    await u.type(custom, '150000{Enter}')
    expect(custom).toHaveValue('150000')
    expect(custom).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent(/^The maximum donation is 100\s000\s€\.$/)
    expect(screen.getByRole('button', { name: 'Next: my details' })).toBeDisabled()
    expect(screen.queryByRole('heading', { name: '2. My Details' })).not.toBeInTheDocument()

    await u.type(custom, '{Backspace}')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next: my details' })).toBeEnabled()
  })

  it('moves on to the details when Enter is pressed in the custom amount, as Next does', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    await u.type(screen.getByLabelText('Or another amount'), '35{Enter}')
    expect(screen.getByRole('heading', { name: '2. My Details' })).toBeInTheDocument()
    await screen.findByLabelText('Email') // the step loads on the way
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(gift()).toHaveTextContent(/^Your gift: 35\s€$/)
  })
})

describe('donation form, step 2: my details', () => {
  it('marks the invalid fields in red and shows the message for 5 seconds', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByRole('button', { name: 'Next: my details' }))
    expect(screen.getByRole('heading', { name: '2. My Details' })).toBeInTheDocument()
    await u.type(await screen.findByLabelText('Email'), 'not-an-email')
    await u.type(screen.getByLabelText('First name'), '   ')
    await u.type(await screen.findByRole('textbox', { name: 'Phone' }), '612')

    // The 5 seconds run on fake timers from the click on. fireEvent, not user-event, for
    // this click: Testing Library's async wrapper waits on a timer it cannot see is fake.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByRole('button', { name: 'Next: payment' }))

    expect(screen.getByRole('alert')).toHaveTextContent(formMessage)
    expect(screen.getByRole('heading', { name: '2. My Details' })).toBeInTheDocument()
    for (const [label, hint] of [
      ['Email', 'Enter a valid email address, e.g. name@example.org.'],
      ['First name', 'Enter your first name.'],
      ['Last name', 'Enter your last name.'],
      ['Address', 'Enter your address.'],
      ['Postal code', 'Enter your postal code.'],
      ['Town', 'Enter your town.'],
      ['Country', 'Enter your country.'],
    ] as const) {
      const field = screen.getByLabelText(label)
      expect(field).toBeInvalid()
      expect(field).toHaveAccessibleDescription(hint)
      // The red border (jsdom has no stylesheet: the border colour is the class).
      expect(field).toHaveClass('border-red-500')
    }
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInvalid()
    // The summary heads the form, each error a link to its field, and takes the focus.
    const summary = screen.getByRole('group', { name: 'There is a problem' })
    expect(summary).toHaveTextContent('Email: Enter a valid email address')
    expect(summary).toHaveTextContent('Phone: Enter your phone number')
    act(() => vi.advanceTimersByTime(0))
    expect(summary).toHaveFocus()
    expect(document.title).toMatch(/^Error: /)

    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.getByText(formMessage)).toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(formMessage)).not.toBeInTheDocument()
    // The fields stay red until they are corrected.
    expect(screen.getByLabelText('Email')).toBeInvalid()

    vi.useRealTimers()
    await u.type(screen.getByLabelText('Last name'), 'Traoré')
    expect(screen.getByLabelText('Last name')).toBeValid()
    expect(screen.getByLabelText('Email')).toBeInvalid()
  })

  it('goes on to the payment step when every field is right', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByRole('button', { name: 'Next: my details' }))
    await fillDetails(u)
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    expect(screen.getByRole('heading', { name: '3. My Payment' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await screen.findByText(/^You give/)).toHaveTextContent(/^You give 80\s€ by credit card\.$/)
    expect(screen.getByText('Payments are secured by SSL.')).toBeInTheDocument()
  })
})

describe('donation form, step 2: a company gives', () => {
  it("asks for the company's name, SIREN and legal form, and checks the SIREN before payment", async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByRole('button', { name: 'Next: my details' }))
    expect(screen.queryByLabelText('SIREN')).not.toBeInTheDocument()
    await u.click(screen.getByRole('radio', { name: /As a company/ }))
    expect(screen.getByText(/Cerfa n° 16216\*02/)).toBeInTheDocument()
    await u.type(screen.getByLabelText('Company name'), 'Atelier Martin')
    await u.type(screen.getByLabelText('SIREN'), '552 100 555')
    await u.type(screen.getByLabelText('Legal form'), 'SARL')
    await fillDetails(u)
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    expect(screen.getByLabelText('SIREN')).toHaveAccessibleDescription("Enter the company's SIREN: 9 digits, as on its Kbis or its invoices.")
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveTextContent('SIREN:')

    await u.clear(screen.getByLabelText('SIREN'))
    await u.type(screen.getByLabelText('SIREN'), '552 100 554')
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    expect(screen.getByRole('heading', { name: '3. My Payment' })).toBeInTheDocument()
  })

  it('forgets a company left half-typed once the donor gives as a person', async () => {
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByRole('button', { name: 'Next: my details' }))
    await u.click(screen.getByRole('radio', { name: /As a company/ }))
    await fillDetails(u)
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveTextContent('Company name:')
    await u.click(screen.getByRole('radio', { name: /As a person/ }))
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    expect(screen.getByRole('heading', { name: '3. My Payment' })).toBeInTheDocument()
  })
})

describe('donation form, step 3: my payment', () => {
  it('asks in French for a plan when a weekly card gift of a preset has none, and records nothing', async () => {
    stubFetch((url) => (url.pathname === '/api/donations/plans' ? { body: { data: plans.filter((p) => p.id !== 'price_week_50') } } : undefined))
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const fetch = vi.mocked(globalThis.fetch)
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByText('Weekly'))
    await u.click(screen.getByText(/^50\s€$/))
    await toPayment(u)
    expect(radio(/^Credit Card/)).toBeChecked()

    await u.click(screen.getByRole('button', { name: /validate my donation/i }))
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("Veuillez sélectionner un plan d'abonnement."))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: /validate my donation/i })).toBeEnabled()
    // Only the plans (and the tax receipts' and payments' configs and the projects) were read: no donor, no checkout session.
    const calls = fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`)
    const configs = ['GET /api/receipts/config', 'GET /api/payments/config', 'GET /api/donations/designations']
    expect(calls.filter((call) => !configs.includes(call))).toEqual([
      'GET /api/donations/plans',
    ])
  })

  it('starts a monthly card gift of a custom amount with no plan: the amount in cents and the interval', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/donations/plans') return { body: { data: plans } }
      if (url.pathname === '/api/donations/donors' && init?.method === 'POST') return { body: { id: 'donor1' } }
      if (url.pathname === '/api/donations/checkout-session') return { body: { data: { sessionId: 'cs_1', url: 'https://checkout.test/cs_1' } } }
      return undefined
    })
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByText('Monthly'))
    await u.type(screen.getByLabelText('Or another amount'), '35')
    await toPayment(u)

    await u.click(screen.getByRole('button', { name: /validate my donation/i }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/cs_1'))
    expect(alert).not.toHaveBeenCalled()
    const session = fetch.mock.calls.find(([input]) => String(input).includes('/api/donations/checkout-session'))
    expect(JSON.parse(String(session?.[1]?.body))).toEqual({ amount: 3500, interval: 'month', donorId: 'donor1', method: 'card', locale: 'en' })
  })

  it('shows a spinner while a cheque gift is recorded, then the confirmation page', async () => {
    let release!: () => void
    const recorded = new Promise<void>((resolve) => (release = resolve))
    const fetch = stubFetch(async (url, init) => {
      if (url.pathname === '/api/donations/cheque' && init?.method === 'POST') {
        await recorded
        return { body: { data: { id: 'don1' } } }
      }
      return undefined
    })
    const u = user()
    renderScreen(<DonationScreen />)
    await u.click(screen.getByText(/^50\s€$/))
    await u.click(screen.getByRole('button', { name: 'Next: my details' }))
    await fillDetails(u)
    await u.click(screen.getByRole('button', { name: 'Next: payment' }))
    await u.click(screen.getByText('Check'))

    await u.click(screen.getByRole('button', { name: /validate my donation/i }))
    const button = screen.getByRole('button', { name: /validate my donation/i })
    // Busy, it refuses a second click but keeps the focus.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()
    expect(within(button).getByRole('status', { name: 'Processing your donation' })).toBeInTheDocument()
    await u.click(button)

    release()
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/don/cheque-sended/'))
    const cheques = fetch.mock.calls.filter(([input]) => String(input).includes('/api/donations/cheque'))
    expect(cheques).toHaveLength(1)
    const cheque = cheques[0]
    const body = JSON.parse(String(cheque?.[1]?.body))
    expect(body).toMatchObject({ email: 'awa@example.org', prenom: 'Awa', nom: 'Traoré', amount: 5000, rhythm: 'once', telephone: '+33612345678' })
  })
})

// The French site (issue 40.2): the same form under /fr/, in a nested router as the app mounts it (app/router.tsx).
describe('donation form in French', () => {
  const renderFrench = () =>
    renderScreen(
      <Route path="/fr" nest>
        <DonationScreen />
      </Route>,
      { path: '/fr/donation' },
    )

  /** The French form at its payment step, the details filled in. */
  async function toFrenchPayment(u: ReturnType<typeof user>) {
    renderFrench()
    await u.click(screen.getByRole('button', { name: 'Suivant : mes coordonnées' }))
    await fillDetails(u, ['E-mail', 'Prénom', 'Nom', 'Adresse', 'Code postal', 'Ville', 'Pays', 'Téléphone'])
    await u.click(screen.getByRole('button', { name: 'Suivant : le paiement' }))
    expect(await screen.findByRole('heading', { name: '3. Mon paiement' })).toBeInTheDocument()
  }

  it('says each step and refuses a field in French', async () => {
    const u = user()
    renderFrench()
    expect(screen.getByRole('heading', { name: '1. Mon don' })).toBeInTheDocument()
    await u.click(screen.getByText('Par mois'))
    expect(screen.getByText(/^Votre don :/)).toHaveTextContent(/^Votre don : 80\s€ par mois$/)
    await u.click(screen.getByRole('button', { name: 'Suivant : mes coordonnées' }))
    expect(screen.getByRole('heading', { name: '2. Mes coordonnées' })).toBeInTheDocument()
    await u.type(await screen.findByLabelText('E-mail'), 'awa@')
    await u.type(screen.getByLabelText('Code postal'), '6900')
    await u.type(screen.getByLabelText('Pays'), 'France')
    await u.click(screen.getByRole('button', { name: 'Suivant : le paiement' }))
    expect(screen.getByRole('group', { name: 'Il y a un problème' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez vérifier que tous les champs sont correctement remplis.')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Saisissez votre prénom.')
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription('Un code postal français compte 5 chiffres, par exemple 75015.')
  })

  it('offers the French payment step and sends the gift with the locale fr', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/payments/config') return { body: { paypalMode: 'demo', paypalClientId: '', methods: ['card', 'sepa', 'cheque', 'paypal'] } }
      if (url.pathname === '/api/donations/cheque' && init?.method === 'POST') return { body: { data: { id: 'don1', payee: 'Fondation Amara Diallo', address: ['18 rue du Stade'] } } }
      return undefined
    })
    const u = user()
    await toFrenchPayment(u)
    expect(await screen.findByRole('radio', { name: /^Prélèvement SEPA/ })).toBeInTheDocument()
    await u.click(screen.getByRole('radio', { name: /^Chèque/ }))
    expect(screen.getByText(/^Vous donnez/)).toHaveTextContent(/^Vous donnez 80\s€ par chèque\.$/)
    await u.click(screen.getByRole('button', { name: 'Valider mon don' }))
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/fr/don/cheque-sended/'))
    const cheque = fetch.mock.calls.find(([input]) => String(input).includes('/api/donations/cheque'))
    expect(JSON.parse(String(cheque?.[1]?.body))).toMatchObject({ amount: 8000, rhythm: 'once', locale: 'fr' })
  })

  it('says the server’s refusal of the gift in French (issue 40.5)', async () => {
    stubFetch((url, init) => {
      if (url.pathname === '/api/payments/config') return { body: { paypalMode: 'demo', paypalClientId: '', methods: ['card', 'cheque', 'paypal'] } }
      if (url.pathname === '/api/donations/cheque' && init?.method === 'POST')
        return { status: 400, body: { status: 400, message: 'This campaign has ended: give to the foundation instead.', data: { campaign: { code: 'validation_campaign_ended', message: 'This campaign has ended: give to the foundation instead.' } } } }
      return undefined
    })
    const u = user()
    await toFrenchPayment(u)
    await u.click(await screen.findByRole('radio', { name: /^Chèque/ }))
    await u.click(screen.getByRole('button', { name: 'Valider mon don' }))
    expect(await screen.findByText('Cette campagne est terminée : donnez plutôt à la fondation.')).toBeVisible()
    expect(screen.queryByText(/campaign has ended/)).not.toBeInTheDocument()
  })
})
