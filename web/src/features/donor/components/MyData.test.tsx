import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../../../lib/pocketbase'
import { stubFetch } from '../../../test/render'
import { donorEmail, donorToken, gift, renderDonor, signInDonor } from '../testing'

/** The names of the files the page handed to the browser. */
function catchDownloads() {
  const names: string[] = []
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return names
}

const receipt = { id: 'r1', number: '2026-0007', year: 2026, kind: 'single' as const, amount: 6000, status: 'issued' as const, donorKind: 'person' as const, identity: 'person:ndiaye|awa', name: 'Awa Ndiaye' }

beforeEach(signInDonor)
afterEach(() => pb.authStore.clear())

describe('my data', () => {
  it('downloads the donor’s data and a receipt with the donor’s token', async () => {
    const names = catchDownloads()
    const fetch = stubFetch((url) => {
      if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [gift({ receipts: [receipt] })] } } }
      if (url.pathname === '/api/donor/data') return { body: { email: donorEmail } }
      if (url.pathname === '/api/donor/receipts/r1') return { body: {} }
    })
    const u = userEvent.setup()
    renderDonor()
    await u.click(await screen.findByRole('button', { name: 'Download PDF, receipt 2026-0007' }))
    await u.click(screen.getByRole('button', { name: 'Download my data' }))
    await vi.waitFor(() => expect(names).toEqual(['recu-fiscal-2026-0007.pdf', 'my-data.json']))
    for (const path of ['/api/donor/data', '/api/donor/receipts/r1']) {
      const call = fetch.mock.calls.find(([input]) => String(input) === path)
      expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(donorToken)
    }
  })

  it('erases the personal data once confirmed, then signs the donor out', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/donor/gifts') return { body: { data: { email: donorEmail, gifts: [] } } }
      if (url.pathname === '/api/donor/erase' && init?.method === 'POST') return { body: { data: { erased: true } } }
    })
    const u = userEvent.setup()
    renderDonor()
    const section = screen.getByRole('region', { name: 'My data' })
    expect(section).toHaveTextContent(
      'We anonymise your name, email, address and phone at once, on your gifts and your shop orders, and delete your messages to us. The amounts and dates of your gifts and orders and any tax receipt are kept for six years, as French tax law requires; they no longer name you, except on receipts already issued. Stop your recurring gifts first.',
    )
    await u.click(within(section).getByRole('button', { name: 'Erase my personal data' }))
    await u.click(within(section).getByRole('button', { name: 'Keep my data' }))
    await u.click(within(section).getByRole('button', { name: 'Erase my personal data' }))
    expect(within(section).getByRole('group', { name: 'Erase your personal data now?' })).toBeInTheDocument()
    await u.click(within(section).getByRole('button', { name: 'Erase my data' }))

    expect(await screen.findByRole('heading', { name: 'Your personal data is erased' })).toHaveFocus()
    expect(pb.authStore.token).toBe('')
    const erase = fetch.mock.calls.find(([input]) => String(input) === '/api/donor/erase')
    expect(JSON.parse(String(erase?.[1]?.body))).toEqual({ confirm: true })
  })

  it('signs out', async () => {
    stubFetch((url) => (url.pathname === '/api/donor/gifts' ? { body: { data: { email: donorEmail, gifts: [] } } } : undefined))
    const u = userEvent.setup()
    renderDonor()
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(`Signed in as ${donorEmail}`)
    await u.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument()
    expect(pb.authStore.token).toBe('')
  })
})
