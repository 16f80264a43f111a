import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { OrderRow } from '../../../../lib/contract.gen'
import { OrdersScreen } from './OrdersScreen'

const order = (id: string, number: number, name: string): OrderRow => ({
  id, number, name, email: `${id}@example.org`, created: '2026-03-02 09:00:00.000Z', amountTotal: 14.19, status: 'paid', payment: true, test: false,
})

describe('orders to ship', () => {
  it('marks the ticked orders shipped at once and says which were not, and why', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    const items = [order('a1', 41, 'Awa'), order('b2', 42, 'Léa')]
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/orders') return { body: { page: 1, perPage: 20, totalItems: 2, totalPages: 1, items } }
      if (url.pathname === '/api/staff/orders/ship') {
        sent.push(JSON.parse(String(init?.body)))
        return { body: { shipped: [items[0]], refused: [{ id: 'b2', message: 'This order is already shipped.' }], outOfStock: [] } }
      }
      return undefined
    })
    renderScreen(<OrdersScreen />, { path: '/staff/orders?list=to_ship' })
    expect(await screen.findByText(/Tick the parcels/)).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Mark \d+ shipped$/ })).toBeNull()
    await u.click(screen.getByRole('checkbox', { name: 'Select every order of this page' }))
    await u.type(screen.getByLabelText('Carrier (optional)'), 'Colissimo')
    await u.type(screen.getByLabelText('n° 41'), ' 6A123 ')
    await u.click(screen.getByRole('button', { name: 'Mark 2 shipped' }))
    const outcome = await screen.findByText(/marked shipped/)
    expect(outcome).toHaveTextContent('1 order marked shipped; its customer was mailed.n° 42: This order is already shipped.')
    expect(outcome).toHaveFocus()
    expect(sent).toEqual([{ ids: ['a1', 'b2'], carrier: 'Colissimo', trackingNumbers: { a1: '6A123' } }])
  })

  it('warns about a shipped order that was paid while out of stock', async () => {
    const u = userEvent.setup()
    const items = [order('a1', 41, 'Awa')]
    const flag = 'Shipped, but it was paid while out of stock: 1 × Team T-shirt (M, Black) missing. Restock or refund those lines.'
    stubFetch((url) => {
      if (url.pathname === '/api/staff/orders') return { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items } }
      if (url.pathname === '/api/staff/orders/ship') return { body: { shipped: items, refused: [], outOfStock: [{ id: 'a1', message: flag }] } }
      return undefined
    })
    renderScreen(<OrdersScreen />, { path: '/staff/orders?list=to_ship' })
    await u.click(await screen.findByRole('checkbox', { name: 'Select every order of this page' }))
    await u.click(screen.getByRole('button', { name: 'Mark 1 shipped' }))
    expect(await screen.findByText(/marked shipped/)).toHaveTextContent(`1 order marked shipped; its customer was mailed.n° 41: ${flag}`)
  })

  it('shows the server’s refusal of a tracking number beside its order, and ships nothing', async () => {
    const u = userEvent.setup()
    const items = [order('a1', 41, 'Awa'), order('b2', 42, 'Léa')]
    stubFetch((url) => {
      if (url.pathname === '/api/staff/orders') return { body: { page: 1, perPage: 20, totalItems: 2, totalPages: 1, items } }
      if (url.pathname === '/api/staff/orders/ship')
        return { status: 400, body: { status: 400, message: 'Check the carrier and the tracking numbers.', data: { trackingNumbers: { b2: { code: 'validation_length_out_of_range', message: 'Use at most 100 characters.' } } } } }
      return undefined
    })
    renderScreen(<OrdersScreen />, { path: '/staff/orders?list=to_ship' })
    await u.click(await screen.findByRole('checkbox', { name: 'Select every order of this page' }))
    await u.type(screen.getByLabelText('n° 42'), 'X')
    await u.click(screen.getByRole('button', { name: 'Mark 2 shipped' }))
    expect(await screen.findByText('Use at most 100 characters.')).toBeVisible()
    expect(screen.getByLabelText('n° 42')).toHaveAccessibleDescription('Use at most 100 characters.')
    expect(screen.getByLabelText('n° 41')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
    expect(screen.queryByText(/marked shipped/)).toBeNull()
  })

  it('says it is preparing the packing slips until the file comes, then what went wrong', async () => {
    const u = userEvent.setup()
    let answer: (reply: { status?: number; body: unknown }) => void = () => {}
    stubFetch((url) => {
      if (url.pathname === '/api/staff/orders') return { body: { page: 1, perPage: 20, totalItems: 2, totalPages: 1, items: [order('a1', 41, 'Awa'), order('b2', 42, 'Léa')] } }
      if (url.pathname === '/api/staff/orders/slips.pdf') return new Promise((resolve) => (answer = resolve))
      return undefined
    })
    renderScreen(<OrdersScreen />, { path: '/staff/orders?list=to_ship' })
    await u.click(await screen.findByRole('checkbox', { name: 'Select every order of this page' }))
    await u.click(screen.getByRole('button', { name: 'Print packing slips' }))
    expect(await screen.findByRole('button', { name: 'Preparing 2 packing slips…' })).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Preparing the packing slips' })).toBeVisible()
    answer({ status: 500, body: { status: 500, message: 'Something went wrong while processing your request.', data: {} } })
    expect(await screen.findByRole('alert')).toHaveTextContent(/packing slips could not be prepared/i)
    expect(screen.getByRole('button', { name: 'Print packing slips' })).toBeEnabled()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('opens an order from anywhere on its row; a tick, or a click beside the box, only ticks', async () => {
    const u = userEvent.setup()
    stubFetch((url) => (url.pathname === '/api/staff/orders' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [order('a1', 41, 'Awa')] } } : undefined))
    renderScreen(<OrdersScreen />, { path: '/staff/orders?list=to_ship' })
    const box = await screen.findByRole('checkbox', { name: 'Select n° 41' })
    await u.click(box)
    await u.click(box.closest('label')!)
    expect(box).not.toBeChecked()
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/orders?list=to_ship')
    await u.click(screen.getByText('a1@example.org'))
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/orders/a1')
  })

  it('offers no selection outside the to-ship list', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/orders' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [order('a1', 41, 'Awa')] } } : undefined))
    renderScreen(<OrdersScreen />, { path: '/staff/orders' })
    expect(await screen.findByRole('link', { name: 'n° 41' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
