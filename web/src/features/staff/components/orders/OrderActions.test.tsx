import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { OrderDetail } from '../../../../lib/contract.gen'
import { OrderActions } from './OrderActions'

const order = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'ord1', number: 1042, name: 'Awa Ndiaye', email: 'awa@example.org', created: '2026-03-02 09:00:00.000Z', amountTotal: 28.38,
  status: 'paid', payment: true, test: false, phone: '0612345678', address: '12 rue des Lilas', subtotal: 25.8, shipping: 2.58,
  lines: [
    { productId: 'cap', name: 'Cap', size: 'M', color: 'Navy', quantity: 1, unitPrice: 12.9, lineTotal: 12.9 },
    { productId: 'cap', name: 'Cap', size: 'L', color: 'Navy', quantity: 1, unitPrice: 12.9, lineTotal: 12.9 },
  ],
  paypalOrderId: 'PP-1', paypalCaptureId: 'CAP-1', paidAt: '2026-03-02 09:05:00.000Z', carrier: '', trackingNumber: '',
  amountRefunded: 0, paymentIssue: '', cancelReason: '', refundedQuantities: [0, 0], timeline: [],
  ...fields,
})

describe('refunding lines', () => {
  it('asks for units and a reason, shows the amount before money leaves, and sends only the lines', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname !== '/api/staff/orders/ord1/refund') return undefined
      sent.push(JSON.parse(String(init?.body)))
      return { body: order({ status: 'partially_refunded', amountRefunded: 14.19, refundedQuantities: [1, 0] }) }
    })
    const onChange = vi.fn()
    renderScreen(<OrderActions order={order()} onChange={onChange} />)
    const form = screen.getByRole('form', { name: 'Refund' })
    await u.click(screen.getByRole('button', { name: 'Refund' }))
    expect(form).toHaveTextContent('Choose how many units of which lines to refund.')
    await u.clear(screen.getByRole('spinbutton', { name: /Cap.*M · Navy/ }))
    await u.type(screen.getByRole('spinbutton', { name: /Cap.*M · Navy/ }), '1')
    await u.click(screen.getByRole('button', { name: 'Refund' }))
    expect(form).toHaveTextContent('Give the reason')
    await u.type(screen.getByLabelText('Reason'), 'Arrived damaged')
    await u.click(screen.getByRole('button', { name: 'Refund' }))
    // 12,90 € and its 10 % of shipping: the server decides, the form shows what it will ask.
    expect(screen.getByText(/will go back to the customer/)).toHaveTextContent(/^14,19\s€ will go back/)
    expect(sent).toEqual([])
    await u.click(screen.getByRole('button', { name: /Yes, refund 14,19/ }))
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(sent).toEqual([{ reason: 'Arrived damaged', lines: [{ line: 0, quantity: 1 }] }])
  })

  it('offers only the units not refunded yet, and everything left refunds what is left', async () => {
    const u = userEvent.setup()
    stubFetch(() => undefined)
    renderScreen(<OrderActions order={order({ status: 'partially_refunded', amountRefunded: 14.19, refundedQuantities: [1, 0] })} onChange={vi.fn()} />)
    expect(screen.queryByRole('spinbutton', { name: /M · Navy/ })).not.toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Choose everything left' }))
    await u.type(screen.getByLabelText('Reason'), 'Returned')
    await u.click(screen.getByRole('button', { name: 'Refund' }))
    expect(screen.getByRole('button', { name: /Yes, refund 14,19/ })).toBeInTheDocument()
  })
})

describe('cancelling an unpaid order', () => {
  it('needs a reason and a second press', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname !== '/api/staff/orders/ord1/cancel') return undefined
      sent.push(JSON.parse(String(init?.body)))
      return { body: order({ status: 'cancelled', payment: false, cancelReason: 'Customer asked' }) }
    })
    const onChange = vi.fn()
    renderScreen(<OrderActions order={order({ status: 'pending', payment: false, paypalCaptureId: '' })} onChange={onChange} />)
    await u.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(screen.getByText('Give the reason: it is kept on the order.')).toBeInTheDocument()
    await u.type(screen.getByLabelText('Reason'), 'Customer asked')
    await u.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(screen.getByText(/can no longer be paid\. Press again to confirm\./)).toBeInTheDocument()
    expect(sent).toEqual([])
    await u.click(screen.getByRole('button', { name: 'Yes, cancel this order' }))
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(sent).toEqual([{ reason: 'Customer asked' }])
  })
})
