import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { OutboxMail } from '../../../../lib/contract.gen'
import { MailsScreen } from './MailsScreen'

const failed: OutboxMail = {
  id: 'm1', created: '2026-03-02 09:00:00.000Z', to: 'awa@example.org', subject: 'Your order o1', kind: 'order.paid', ref: 'orders/o1',
  status: 'failed', attempts: 10, lastError: '550 mailbox unavailable', dueAt: '2026-03-06 09:00:00.000Z', sentAt: '', retryable: true,
}
const code: OutboxMail = { ...failed, id: 'm2', to: 'ines@foundation.test', subject: '', kind: 'pocketbase.otp', ref: 'staff/s1', attempts: 1, lastError: 'dial tcp: connection refused', retryable: false }
const reset: OutboxMail = { ...code, id: 'm3', subject: 'Your sign-in code: ••••••', kind: 'pocketbase.otp', ref: 'staff/s2' }
const page = (items: OutboxMail[]) => ({ page: 1, perPage: 50, totalItems: items.length, totalPages: 1, items })

describe('mails screen', () => {
  it('lists the failed mails, sends one again, and lists every mail on demand', async () => {
    const u = userEvent.setup()
    let retried = false
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/staff/mails/m1/retry' && init?.method === 'POST') {
        retried = true
        return { body: { ...failed, status: 'pending', attempts: 0 } }
      }
      if (url.pathname !== '/api/staff/mails') return undefined
      if (url.searchParams.get('status') === 'failed') return { body: page(retried ? [code] : [failed, code, reset]) }
      return { body: page([{ ...failed, status: 'sent', retryable: false }, code]) }
    })
    renderScreen(<MailsScreen />, { path: '/staff/mails', route: '/staff/mails' })
    const table = await screen.findByRole('table', { name: 'Mails' })
    expect(within(table).getByText('550 mailbox unavailable')).toBeInTheDocument()
    // PocketBase's own code mail kept no content: it is named by what it is, and cannot be sent again.
    expect(within(table).getByText(/^Sign-in code \(its words are not kept/)).toBeInTheDocument()
    // Since its subject is kept (the code masked), it shows as the person saw it.
    expect(within(table).getByText('Your sign-in code: ••••••')).toBeInTheDocument()
    expect(within(table).getAllByRole('button')).toHaveLength(1)

    await u.click(within(table).getByRole('button', { name: 'Send again: Your order o1 to awa@example.org' }))
    expect(await screen.findByText(/The mail to awa@example.org is back in the outbox/)).toHaveAttribute('role', 'status')
    await waitFor(() => expect(screen.queryByText('Your order o1')).not.toBeInTheDocument())
    expect(within(screen.getByRole('table', { name: 'Mails' })).queryByRole('button')).not.toBeInTheDocument()

    await u.selectOptions(screen.getByLabelText('Show'), 'Every mail')
    expect(await within(screen.getByRole('table', { name: 'Mails' })).findByText('Sent')).toBeInTheDocument()
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost')
    expect(last.searchParams.has('status')).toBe(false)
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/mails?status=all')
  })
})
