import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { OrderDetail, OrderRow } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { OrderScreen } from './OrderScreen'
import { OrdersScreen } from './OrdersScreen'

const detail: OrderDetail = {
  id: 'ord1', number: 1042, name: 'Awa Ndiaye', email: 'awa@example.org', created: '2026-03-02 09:00:00.000Z', amountTotal: 28.38,
  status: 'paid', payment: true, test: false, phone: '0612345678', address: '12 rue des Lilas', subtotal: 25.8, shipping: 2.58,
  lines: [{ productId: 'cap', name: 'Casquette', size: 'M', color: 'Marine', quantity: 2, unitPrice: 12.9, lineTotal: 25.8 }],
  paypalOrderId: 'PP-1', paypalCaptureId: 'CAP-1', paidAt: '2026-03-02 09:05:00.000Z', carrier: '', trackingNumber: '',
  amountRefunded: 0, paymentIssue: '', cancelReason: '', refundedQuantities: [0], timeline: [],
}

describe('the orders in French', () => {
  it('lists the orders to ship with French words and dates', async () => {
    const row: OrderRow = { id: 'ord1', number: 1042, name: 'Awa Ndiaye', email: 'awa@example.org', created: '2026-03-02 09:00:00.000Z', amountTotal: 28.38, status: 'paid', payment: true, test: false }
    stubFetch((url) => (url.pathname === '/api/staff/orders' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [row] } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <OrdersScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/orders?list=to_ship' },
    )
    const table = await screen.findByRole('table', { name: 'Commandes' })
    expect(within(table).getByRole('columnheader', { name: 'Client' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '2 mars 2026 à 10:00' })).toBeInTheDocument()
    expect(within(table).getByText('Payée')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Payées · à expédier' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/Cochez les colis/)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Sélectionner la commande n° 1042' }))
    expect(screen.getByRole('button', { name: 'Marquer 1 commande expédiée' })).toBeInTheDocument()
    expect(screen.getByText('1 sur 1', { exact: false })).toBeInTheDocument()
  })

  it('shows an order and its forms in French', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/staff/orders/ord1') return { body: detail }
      if (url.pathname === '/api/staff/orders/ord1/notes') return { body: { page: 1, perPage: 50, totalItems: 0, totalPages: 0, items: [] } }
      return undefined
    })
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <OrderScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/orders/ord1', route: '/staff/orders/:id' },
    )
    expect(await screen.findByText('Passée le 2 mars 2026 à 10:00')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Commande n° 1042' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Marquer expédiée' })).toBeInTheDocument()
    expect(screen.getByLabelText('Transporteur (facultatif)')).toBeInTheDocument()
    expect(screen.getByText('Payée le')).toBeInTheDocument()
    const refund = screen.getByRole('form', { name: 'Rembourser' })
    await userEvent.setup().click(within(refund).getByRole('button', { name: 'Rembourser' }))
    expect(refund).toHaveTextContent('Choisissez combien d’unités de quelles lignes rembourser.')
    expect(await screen.findByText('Aucune note pour l’instant.')).toBeInTheDocument()
  })
})
