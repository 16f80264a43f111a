import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { Me, StaffAccount } from '../../../../lib/contract.gen'
import { AccountsScreen } from './AccountsScreen'

const me: Me = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin'], language: 'en' }
const ada: StaffAccount = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin'], disabled: false, invitePending: false, invitedAt: '', lastSignInAt: '2026-03-02 09:00:00.000Z' }
const tom: StaffAccount = { id: 't1', email: 'tom@foundation.test', name: 'Tom', roles: ['treasurer'], disabled: false, invitePending: true, invitedAt: '2026-03-01 09:00:00.000Z', lastSignInAt: '' }
const page = (items: StaffAccount[]) => ({ page: 1, perPage: 50, totalItems: items.length, totalPages: 1, items })

describe('accounts screen', () => {
  it('lists the accounts; an admin cannot disable themself', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/accounts' ? { body: page([ada, tom]) } : undefined))
    renderScreen(<AccountsScreen me={me} />)
    const table = await screen.findByRole('table', { name: 'Staff accounts' })
    const rows = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(rows[1]).getByText('(you)')).toBeInTheDocument()
    expect(within(rows[1]).queryByRole('button', { name: 'Disable…' })).not.toBeInTheDocument()
    expect(within(rows[2]).getByText('Invitation sent')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Never')).toBeInTheDocument()
    expect(within(rows[2]).getByRole('button', { name: /^New invitation ?for Tom$/ })).toBeInTheDocument()
  })

  it('shows the empty list and the server’s field errors of an invitation', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname !== '/api/staff/accounts') return undefined
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)))
        if (sent.length === 1)
          return { status: 400, body: { status: 400, message: 'Check the invitation.', data: { email: { code: 'validation_email_taken', message: 'This email already has a staff account.' } } } }
        return { status: 201, body: { ...tom, email: 'nadia@foundation.test' } }
      }
      return { body: page([]) }
    })
    renderScreen(<AccountsScreen me={me} />)
    expect(await screen.findByText('No staff account yet.')).toBeInTheDocument()
    await u.type(screen.getByLabelText('Email'), 'nadia@foundation.test')
    await u.type(screen.getByLabelText('Name'), 'Nadia')
    await u.click(screen.getByRole('checkbox', { name: /Treasurer/ }))
    await u.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(await screen.findByText('This email already has a staff account.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await u.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(await screen.findByText(/nadia@foundation.test is invited/)).toHaveAttribute('role', 'status')
    expect(sent[1]).toEqual({ email: 'nadia@foundation.test', name: 'Nadia', roles: ['treasurer'] })
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  it('changes roles and disables an account after a confirmation, from the keyboard', async () => {
    const u = userEvent.setup()
    const patches: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/accounts/t1' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Partial<StaffAccount>
        patches.push(body)
        return { body: { ...tom, ...body } }
      }
      return url.pathname === '/api/staff/accounts' ? { body: page([ada, tom]) } : undefined
    })
    renderScreen(<AccountsScreen me={me} />)
    const table = await screen.findByRole('table', { name: 'Staff accounts' })
    const tomRow = within(table).getByText('tom@foundation.test').closest('tr') as HTMLElement
    await u.click(within(tomRow).getByRole('button', { name: 'Roles…' }))
    const roles = await screen.findByRole('form', { name: 'Roles of Tom' })
    await waitFor(() => expect(roles.contains(document.activeElement)).toBe(true))
    await u.click(within(roles).getByRole('checkbox', { name: /Shop/ }))
    await u.click(within(roles).getByRole('button', { name: 'Save the roles' }))
    expect(await screen.findByText('Tom now holds: Treasurer, Shop.')).toHaveAttribute('role', 'status')
    expect(patches[0]).toEqual({ roles: ['treasurer', 'shop'] })

    await u.click(within(tomRow).getByRole('button', { name: 'Disable…' }))
    const confirm = await screen.findByRole('form', { name: 'Disable Tom?' })
    await waitFor(() => expect(confirm.parentElement?.contains(document.activeElement)).toBe(true))
    await u.keyboard('{Escape}')
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(patches).toHaveLength(1)
    await u.click(within(tomRow).getByRole('button', { name: 'Disable…' }))
    await u.click(within(await screen.findByRole('form', { name: 'Disable Tom?' })).getByRole('button', { name: 'Disable the account' }))
    expect(await screen.findByText('Tom can no longer sign in.')).toBeInTheDocument()
    expect(patches[1]).toEqual({ disabled: true })
  })
})
