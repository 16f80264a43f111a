import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../lib/pocketbase'
import { renderScreen, stubFetch } from '../../test/render'
import type { DonationRow } from '../../lib/contract.gen'
import { StaffApp } from './components/StaffApp'

/** A token PocketBase's auth store accepts as unexpired (it reads only the payload's exp). */
const tokenFor = (id: string, exp = Math.floor(Date.now() / 1000) + 3600) => `x.${btoa(JSON.stringify({ id, exp, collectionId: 'staff' }))}.y`
const token = tokenFor('s1')
const record = { id: 's1', collectionId: 'pbc_staff', collectionName: 'staff', email: 'ines@foundation.test' }
const other = { ...record, id: 's2', email: 'paul@foundation.test' }
const editor = { ...record, id: 's3', email: 'awa@foundation.test' }
const people: Record<string, { record: typeof record; name: string; roles: string[] }> = {
  [record.email]: { record, name: 'Inès', roles: ['treasurer'] },
  [other.email]: { record: other, name: 'Paul', roles: ['treasurer'] },
  [editor.email]: { record: editor, name: 'Awa', roles: ['editor'] },
}

/** The back office's language each person chose (PATCH /api/staff/me), English until then. */
let languages: Record<string, string> = {}

/**
 * PocketBase's staff sign-in (password, then the mailed code, '123456' right)
 * and /api/staff/me for whoever signed in last.
 */
function signInRoutes() {
  let signingIn = ''
  return (url: URL, init: RequestInit | undefined) => {
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    switch (url.pathname) {
      case '/api/collections/staff/auth-with-password':
        signingIn = body.identity
        return { status: 401, body: { mfaId: 'mfa1' } }
      case '/api/collections/staff/request-otp':
        return { body: { otpId: 'otp1' } }
      case '/api/collections/staff/auth-with-otp': {
        const person = people[signingIn]
        // The SDK sends the mfaId as a query parameter, which PocketBase reads as well as the body.
        return person && url.searchParams.get('mfaId') === 'mfa1' && body.password === '123456'
          ? { body: { token: tokenFor(person.record.id), record: person.record } }
          : { status: 400, body: { message: 'Failed to authenticate.' } }
      }
      case '/api/staff/me': {
        if (init?.method === 'PATCH') languages[String(pb.authStore.record?.email)] = body.language
        const person = people[String(pb.authStore.record?.email)]
        const language = languages[String(pb.authStore.record?.email)] ?? 'en'
        return { body: { id: person?.record.id, email: person?.record.email, name: person?.name, roles: person?.roles, language } }
      }
    }
  }
}

async function signIn(u: UserEvent, email: string, code = '123456') {
  await u.type(screen.getByLabelText('Email'), email)
  await u.type(screen.getByLabelText('Password'), 'a-long-password')
  await u.click(screen.getByRole('button', { name: 'Continue' }))
  await u.type(await screen.findByLabelText('Code from the email'), code)
  await u.click(screen.getByRole('button', { name: 'Sign in' }))
}

const pledge: DonationRow = {
  id: 'gift1', created: '2026-03-02 09:00:00.000Z', donor: 'd1', donorName: 'Jeanne Chèque', donorEmail: 'jeanne@example.org', amount: 5000,
  rhythm: 'once', method: 'cheque', paidWith: 'Cheque', status: 'awaiting_cheque', paymentsCount: 0, collected: 0, lastPaymentAt: '', test: false, nextPaymentAt: '',
  coveredFee: 0,
}
const pledges = { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [pledge], totals: { count: 1, collected: 0, test: 0 } }
const expired = { status: 401, body: { status: 401, message: 'The request requires valid record authorization token.', data: {} } }
const ended = 'Your session ended. Sign in again to go on.'

describe('staff sign-in', () => {
  afterEach(() => {
    pb.authStore.clear()
    languages = {}
  })

  it('speaks the language each staff member chooses, from the menu', async () => {
    const auth = signInRoutes()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/staff/summary') return { body: { chequesPledged: 0, unreadMessages: 0 } }
      return auth(url, init)
    })
    const u = userEvent.setup()
    renderScreen(<StaffApp />, { path: '/staff', route: '/staff/*?' })
    await signIn(u, record.email)
    const menu = await screen.findByRole('navigation', { name: 'Staff' })
    expect(within(menu).getByRole('link', { name: 'Donations' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Afficher l’espace équipe en français' }))
    const french = await screen.findByRole('navigation', { name: 'Espace équipe' })
    expect(within(french).getByRole('link', { name: 'Dons' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ language: 'fr' })
    await u.click(screen.getByRole('button', { name: 'Show the back office in English' }))
    expect(await screen.findByRole('navigation', { name: 'Staff' })).toBeInTheDocument()
  })

  it('asks for the mailed code after the password, then opens the screens the role allows', async () => {
    const asked: string[] = []
    const auth = signInRoutes()
    stubFetch((url, init) => {
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      if (url.pathname === '/api/staff/summary') return { body: { chequesPledged: 2, unreadMessages: 1 } }
      return auth(url, init)
    })
    const u = userEvent.setup()
    renderScreen(<StaffApp />, { path: '/staff', route: '/staff/*?' })
    expect(screen.queryByText(ended)).not.toBeInTheDocument()

    await signIn(u, record.email, '654321')
    expect(screen.getByText(/We sent a 6-digit code to ines@foundation.test/)).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or has expired.')

    await u.clear(screen.getByLabelText('Code from the email'))
    await u.type(screen.getByLabelText('Code from the email'), '123456')
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Hello Inès' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Cheques pledged, not received/ })).toHaveAttribute('href', '/staff/donations?status=awaiting_cheque')
    const menu = screen.getByRole('navigation', { name: 'Staff' })
    expect(menu).toHaveTextContent('Donations')
    expect(menu).not.toHaveTextContent('Orders')
    expect(asked).toContain('POST /api/collections/staff/request-otp')

    // Signing out on purpose is no session that ended.
    await u.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument()
    expect(screen.queryByText(ended)).not.toBeInTheDocument()
  })
})

describe('a staff session that ends', () => {
  afterEach(() => pb.authStore.clear())

  /** Inès, signed in, on the pledged cheques; the server ends her session at the first cheque recorded. */
  function atThePledges() {
    let sessionHolds = true
    const recorded: unknown[] = []
    const auth = signInRoutes()
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/donations') return { body: pledges }
      if (url.pathname === '/api/staff/donations/gift1/cheque-received') {
        if (!sessionHolds) return expired
        recorded.push(JSON.parse(String(init?.body)))
        return { body: { ...pledge, status: 'paid' } }
      }
      if (url.pathname === '/api/collections/staff/auth-with-otp') sessionHolds = true
      return auth(url, init)
    })
    pb.authStore.save(token, record)
    renderScreen(<StaffApp />, { path: '/staff/donations?status=awaiting_cheque', route: '/staff/*?' })
    return { recorded, endSession: () => (sessionHolds = false) }
  }

  /** Inès fills a pledged cheque's forms; the server has ended her session when she records it. */
  async function typedWhenTheSessionEnds(u: UserEvent) {
    const server = atThePledges()
    await u.click(await screen.findByRole('button', { name: 'Cheque…' }))
    const form = screen.getByRole('form', { name: 'Cheque received' })
    await u.clear(within(form).getByLabelText('Amount received (€)'))
    await u.type(within(form).getByLabelText('Amount received (€)'), '42,50')
    await u.type(within(form).getByLabelText('Bank'), 'Banque Postale')
    await u.type(within(form).getByLabelText('Cheque number'), '1234567')
    await u.type(within(screen.getByRole('form', { name: 'Cheque never came' })).getByLabelText('Reason'), 'Still hoping')
    server.endSession()
    await u.click(within(form).getByRole('button', { name: 'Record the cheque' }))
    return { recorded: server.recorded, notice: await screen.findByText(ended) }
  }

  it('says so on the sign-in, then brings back the same screen with what was typed, the focus on its heading', async () => {
    const u = userEvent.setup()
    const { recorded, notice } = await typedWhenTheSessionEnds(u)
    expect(notice).toHaveAttribute('role', 'status')
    const heading = screen.getByRole('heading', { name: 'Staff sign-in' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAccessibleDescription(ended)
    expect(screen.queryByRole('heading', { name: 'Donations' })).not.toBeInTheDocument()

    await signIn(u, record.email)
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toHaveFocus()
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/staff/donations?status=awaiting_cheque')
    expect(screen.queryByText(ended)).not.toBeInTheDocument()
    const back = await screen.findByRole('form', { name: 'Cheque received' })
    expect(within(back).getByLabelText('Amount received (€)')).toHaveValue('42,50')
    expect(within(back).getByLabelText('Bank')).toHaveValue('Banque Postale')
    expect(within(back).getByLabelText('Cheque number')).toHaveValue('1234567')
    expect(within(screen.getByRole('form', { name: 'Cheque never came' })).getByLabelText('Reason')).toHaveValue('Still hoping')

    // Recorded, the cheque's draft is gone: its form opens afresh.
    await u.click(within(back).getByRole('button', { name: 'Record the cheque' }))
    expect(await screen.findByText(/Cheque recorded/)).toBeInTheDocument()
    expect(recorded).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), amount: 4250, bank: 'Banque Postale', chequeNumber: '1234567' }])
    await u.click(screen.getByRole('button', { name: 'Cheque…' }))
    expect(within(screen.getByRole('form', { name: 'Cheque received' })).getByLabelText('Bank')).toHaveValue('')
  })

  it('shows nothing typed to someone else signing in on the tab', async () => {
    const u = userEvent.setup()
    await typedWhenTheSessionEnds(u)
    await signIn(u, other.email)
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument()
    await u.click(await screen.findByRole('button', { name: 'Cheque…' }))
    expect(within(screen.getByRole('form', { name: 'Cheque received' })).getByLabelText('Bank')).toHaveValue('')
  })

  it('ends on an article saved with a token the server no longer takes, and the article comes back as typed', async () => {
    const u = userEvent.setup()
    const auth = signInRoutes()
    let sessionHolds = true
    const article = { id: 'art1', collectionId: 'pbc_blogs', collectionName: 'blogs', title: 'A school in Bamako', category: '', duration: '', description: '<p>Hello</p>',
      createdAt: '2026-03-05 10:23:00.000Z', authorName: '', image: '', authorPhoto: '', status: 'published', pictures: [] }
    stubFetch((url, init) => {
      if (url.pathname === '/api/collections/blogs/records/art1' && init?.method === 'PATCH') return { status: 404, body: { status: 404, message: 'Not found.', data: {} } }
      if (url.pathname.startsWith('/api/staff/') && !sessionHolds) return expired
      if (url.pathname === '/api/staff/articles/art1') return { body: article }
      if (url.pathname === '/api/collections/staff/auth-with-otp') sessionHolds = true
      return auth(url, init)
    })
    pb.authStore.save(tokenFor('s3'), editor)
    renderScreen(<StaffApp />, { path: '/staff/articles/art1', route: '/staff/*?' })
    await u.type(await screen.findByLabelText('Title'), ', part two')
    // The records API takes a revoked token for none, and refuses the guest's change as not found.
    sessionHolds = false
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(ended)).toBeInTheDocument()

    await signIn(u, editor.email)
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit article' })).toHaveFocus()
    expect(await screen.findByText(/Restored your unsaved draft from/)).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('A school in Bamako, part two')
  })

  it('ends when its token expires on screen, with no call made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const auth = signInRoutes()
    stubFetch((url, init) => (url.pathname === '/api/staff/donations' ? { body: pledges } : auth(url, init)))
    pb.authStore.save(tokenFor('s1', Math.floor(Date.now() / 1000) + 5), record)
    renderScreen(<StaffApp />, { path: '/staff/donations', route: '/staff/*?' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(6000)
    expect(await screen.findByText(ended)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toHaveFocus()
  })

  it('has ended for a tab opened once its token expired', async () => {
    stubFetch(signInRoutes())
    pb.authStore.save(tokenFor('s1', Math.floor(Date.now() / 1000) - 60), record)
    renderScreen(<StaffApp />, { path: '/staff/donations', route: '/staff/*?' })
    expect(await screen.findByText(ended)).toBeInTheDocument()
  })
})

describe('rows of alike controls', () => {
  afterEach(() => pb.authStore.clear())

  it('name the message each control acts on, for a screen reader listing the buttons', async () => {
    const message = (id: string, name: string, title: string) => ({
      kind: 'contact', id, title, name, email: `${id}@example.org`, phone: '', message: 'Hello', isRead: false, created: '2026-03-02 09:00:00.000Z',
    })
    const auth = signInRoutes()
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/inbox')
        return { body: { page: 1, perPage: 20, totalItems: 2, totalPages: 1, items: [message('m1', 'Awa Ndiaye', 'Volunteering'), message('m2', 'Léa Petit', 'Sponsoring')] } }
      return auth(url, init)
    })
    pb.authStore.save(token, record)
    renderScreen(<StaffApp />, { path: '/staff/messages', route: '/staff/*?' })
    // The messages screen is a lazy chunk: the first render in a test run takes a while.
    expect(await screen.findByRole('button', { name: 'Hide the message from Léa Petit' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark read: Volunteering' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reply to Awa Ndiaye' })).toBeInTheDocument()
  })
})

describe('the treasurer’s home', () => {
  afterEach(() => pb.authStore.clear())

  it('reminds of last year’s declaration with its figures and its deadline', async () => {
    const auth = signInRoutes()
    const due = { year: 2025, valid: { count: 3, amount: 12000 }, cancelled: { count: 0, amount: 0 }, dueOn: '2026-05-05', declaredAt: '', declaredBy: '' }
    stubFetch((url, init) => (url.pathname === '/api/staff/summary' ? { body: { chequesPledged: 0, declarationDue: due } } : auth(url, init)))
    pb.authStore.save(token, record)
    renderScreen(<StaffApp />, { path: '/staff', route: '/staff/*?' })
    const panel = await screen.findByRole('heading', { name: "Declare 2025's gifts by May 05, 2026" }, { timeout: 5000 })
    expect(panel.parentElement).toHaveTextContent(/gifts received in 2025 that receipts name: 120,00\s€, and the number of receipts issued in 2025: 3/)
    expect(screen.getByRole('link', { name: 'Mark it declared on the receipts screen' })).toHaveAttribute('href', '/staff/receipts')
  })

  it('says where last year’s annual receipts stand, each blocked donor with why', async () => {
    const auth = signInRoutes()
    const annual = {
      year: 2025, issued: 0, alreadyIssued: 12, waiting: 0,
      blocked: [{ email: 'ada@example.org', name: 'Ada King', amount: 24000, reason: 'missing town' }],
    }
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/summary') return { body: { chequesPledged: 0, receiptsEnabled: true, receiptsMissing: [] } }
      if (url.pathname === '/api/staff/receipts/annual') return { body: annual }
      return auth(url, init)
    })
    pb.authStore.save(token, record)
    renderScreen(<StaffApp />, { path: '/staff', route: '/staff/*?' })
    const panel = await screen.findByRole('heading', { name: 'Annual receipts of 2025' }, { timeout: 5000 })
    expect(panel.parentElement).toHaveTextContent(/12 issued, 0 waiting, 1 blocked\.Ada King \(240,00\s€\): missing town/)
    expect(screen.getByRole('link', { name: 'Ada King' })).toHaveAttribute('href', '/staff/donors/ada%40example.org')
  })
})
