import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import { donorEmail, donorRecord, donorToken, renderDonor, renderFrenchDonor } from '../testing'

const usedUp = 'This code no longer works: it was typed wrong 5 times. Ask for a new code.'
const lockedOut = 'Too many wrong codes for this account. Wait 15 minutes, then ask for a new code.'

/**
 * The server's OTP routes: '123456' is the code of otp2 (the newest), '666666'
 * finds the code used up, '777777' the account locked; any other is wrong.
 */
function stubOtp({ codesLeft = Infinity }: { codesLeft?: number } = {}) {
  let issued = 0
  return stubFetch((url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'))
    switch (url.pathname) {
      case '/api/collections/donor_accounts/request-otp':
        if (body.email === 'ada@bad.example') return { status: 400, body: { status: 400, message: 'Something went wrong.', data: { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } } } }
        if (issued >= codesLeft) return { status: 429, body: { status: 429, message: 'Too many codes were asked for this email. Wait 10 minutes.', data: {} } }
        issued++
        return { body: { otpId: `otp${issued}` } }
      case '/api/collections/donor_accounts/auth-with-otp':
        if (body.password === '666666') return { status: 400, body: { status: 400, message: usedUp, data: { password: { code: 'validation_code_used_up', message: usedUp } } } }
        if (body.password === '777777') return { status: 429, body: { status: 429, message: lockedOut, data: {} } }
        return body.otpId === 'otp2' && body.password === '123456'
          ? { body: { token: donorToken, record: donorRecord } }
          : { status: 400, body: { status: 400, message: 'Failed to authenticate.', data: {} } }
      case '/api/donor/gifts':
        return { body: { data: { email: donorEmail, gifts: [] } } }
    }
  })
}

describe('donor sign-in', () => {
  afterEach(() => pb.authStore.clear())

  it('mails a code, refuses a wrong one, signs in with the newest', async () => {
    const fetch = stubOtp()
    const u = userEvent.setup()
    renderDonor()
    expect(screen.getByText('No password: we email you a code, and the code signs you in.')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, e.g. name@example.org.')
    expect(screen.getByRole('group', { name: 'There is a problem' })).toBeInTheDocument()

    await u.type(screen.getByLabelText('Email'), donorEmail)
    await u.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(`We sent a 6-digit code to ${donorEmail}. It is valid for 10 minutes.`)
    const code = screen.getByLabelText('Code from the email')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveFocus()

    await u.type(code, '12a3456')
    expect(code).toHaveValue('123456')
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    // otp1 is not the code's: wrong or expired.
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'This code is wrong or has expired. Check the last mail we sent, or ask for a new code.',
    )
    expect(code).toBeInvalid()

    await u.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByText(`A new code is on its way to ${donorEmail}. Use the newest one.`)).toBeInTheDocument()
    await u.type(screen.getByLabelText('Code from the email'), '123456')
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(`Signed in as ${donorEmail}`)
    expect(await screen.findByText('No gifts are linked to this email yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Make a donation' })).toHaveAttribute('href', '/donation')
    // The sign-in's draft is forgotten once signed in.
    expect(sessionStorage.getItem('donor-sign-in')).toBeNull()
    const sent = fetch.mock.calls.find(([input]) => String(input).includes('/api/donor/gifts'))
    expect(new Headers(sent?.[1]?.headers).get('Authorization')).toBe(donorToken)
  })

  it('shows the field the server refused, and the server’s words when too many codes were asked', async () => {
    stubOtp({ codesLeft: 0 })
    const u = userEvent.setup()
    renderDonor()
    await u.type(screen.getByLabelText('Email'), 'ada@bad.example')
    await u.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent('Email: Enter a valid email address.')
    expect(screen.getByLabelText('Email')).toBeInvalid()

    await u.clear(screen.getByLabelText('Email'))
    await u.type(screen.getByLabelText('Email'), donorEmail)
    await u.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes were asked for this email. Wait 10 minutes.')
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument()
  })

  it('keeps the step, the email and the code’s id through a reload; another email starts again', async () => {
    stubOtp()
    const u = userEvent.setup()
    const first = renderDonor()
    await u.type(screen.getByLabelText('Email'), donorEmail)
    await u.click(screen.getByRole('button', { name: 'Email me a code' }))
    await screen.findByLabelText('Code from the email')
    first.unmount()

    renderDonor()
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(donorEmail)
    await u.click(screen.getByRole('button', { name: 'Use another email' }))
    expect(screen.getByLabelText('Email')).toHaveValue(donorEmail)
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument()
  })

  // In French the server's English sentences are ours, chosen by the field's code and the status.
  it.each([
    { language: 'English', render: renderDonor, email: 'Email', send: 'Email me a code', code: 'Code from the email', signIn: 'Sign in', problem: 'There is a problem', usedUp, lockedOut },
    {
      language: 'French',
      render: renderFrenchDonor,
      email: 'E-mail',
      send: 'Recevoir un code par e-mail',
      code: 'Code reçu par e-mail',
      signIn: 'Se connecter',
      problem: 'Il y a un problème',
      usedUp: 'Ce code ne fonctionne plus : il a été mal saisi trop de fois. Demandez un nouveau code.',
      lockedOut: 'Trop de tentatives en peu de temps. Patientez quelques minutes et réessayez.',
    },
  ])('says in $language when the code was typed wrong too often, and when the account is locked', async (words) => {
    stubOtp()
    const u = userEvent.setup()
    words.render()
    await u.type(screen.getByLabelText(words.email), donorEmail)
    await u.click(screen.getByRole('button', { name: words.send }))
    const code = await screen.findByLabelText(words.code)
    await u.type(code, '666666')
    await u.click(screen.getByRole('button', { name: words.signIn }))
    expect(await screen.findByRole('group', { name: words.problem })).toHaveTextContent(words.usedUp)
    expect(code).toBeInvalid()

    await u.clear(code)
    await u.type(code, '777777')
    await u.click(screen.getByRole('button', { name: words.signIn }))
    expect(await screen.findByRole('alert')).toHaveTextContent(words.lockedOut)
  })
})

// The French site (issue 40.5): /fr/donor, in a nested router as the app mounts it (app/router.tsx).
describe('donor sign-in in French', () => {
  afterEach(() => pb.authStore.clear())

  it('asks for the code in French and sends the page’s locale with the request', async () => {
    const fetch = stubOtp()
    const u = userEvent.setup()
    renderFrenchDonor()
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument()
    expect(screen.getByText('Pas de mot de passe : nous vous envoyons un code par e-mail, et ce code vous connecte.')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }))
    expect(screen.getByRole('group', { name: 'Il y a un problème' })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')

    await u.type(screen.getByLabelText('E-mail'), donorEmail)
    await u.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }))
    expect(await screen.findByText(/Nous avons envoyé un code à 6 chiffres à/)).toHaveTextContent(
      `Nous avons envoyé un code à 6 chiffres à ${donorEmail}. Il est valable 10 minutes.`,
    )
    const asked = fetch.mock.calls.find(([input]) => String(input).includes('/request-otp'))
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ email: donorEmail, locale: 'fr' })

    await u.type(screen.getByLabelText('Code reçu par e-mail'), '123')
    await u.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(screen.getByLabelText('Code reçu par e-mail')).toHaveAccessibleDescription('Saisissez les 6 chiffres du code reçu par e-mail.')
    await u.click(screen.getByRole('button', { name: 'Envoyer un nouveau code' }))
    expect(await screen.findByText(`Un nouveau code est en route vers ${donorEmail}. Utilisez le plus récent.`)).toBeInTheDocument()
    await u.type(screen.getByLabelText('Code reçu par e-mail'), '123456')
    await u.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByText(/Connecté en tant que/)).toHaveTextContent(`Connecté en tant que ${donorEmail}`)
    expect(await screen.findByText('Aucun don n’est encore lié à cette adresse e-mail.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/fr/donation')
  })
})
