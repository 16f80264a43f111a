import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StockScreen } from './StockScreen'

const tee = {
  id: 'tee', collectionId: 'pbc_products', collectionName: 'products', name: 'Team T-shirt', description: '', price: 24,
  category: 'T-shirt', galleries: [], sizes: ['S', 'M'], colors: [], stock: { M: 5 },
}

describe('stock and prices', () => {
  it('sends only what changed: the price in cents, a count, a size made unlimited', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    stubFetch((url, init) => {
      if (url.pathname === '/api/collections/products/records') return { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [tee] } }
      if (url.pathname === '/api/staff/products/tee' && init?.method === 'PATCH') {
        sent.push(JSON.parse(String(init.body)))
        return { body: { ...tee, price: 22.5, stock: { S: 0 } } }
      }
      return undefined
    })
    renderScreen(<StockScreen />, { path: '/staff/stock' })
    const form = await screen.findByRole('form', { name: 'Team T-shirt' })
    expect(within(form).getByText('Unlimited')).toBeInTheDocument()
    expect(within(form).getByText('5 left')).toBeInTheDocument()
    await u.click(within(form).getByRole('button', { name: 'Save' }))
    expect(form).toHaveTextContent('Nothing changed.')
    await u.clear(within(form).getByLabelText('Price in euros'))
    await u.type(within(form).getByLabelText('Price in euros'), '22,50')
    await u.type(within(form).getByRole('textbox', { name: /Size S/ }), '0')
    await u.clear(within(form).getByRole('textbox', { name: /Size M/ }))
    await u.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Saved.')).toBeInTheDocument()
    expect(sent).toEqual([{ priceCents: 2250, stock: { S: 0, M: null } }])
    expect(within(form).getByText('Out of stock')).toBeInTheDocument()
  })
})
