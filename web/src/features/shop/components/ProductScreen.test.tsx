import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../test/render'
import { clearCart } from '../../cart'
import { ProductScreen } from './ProductScreen'

const tee = {
  id: 'tee', collectionId: 'pbc_products', collectionName: 'products', name: 'Team T-shirt', description: 'Cotton.', price: 24,
  category: 'T-shirt', galleries: [], sizes: ['S', 'M', 'L'], colors: ['Black'], stock: { M: 0, S: 2 },
}

beforeEach(() => {
  clearCart()
  stubFetch((url) => (url.pathname === '/api/collections/products/records/tee' ? { body: tee } : undefined))
})

describe('product page stock', () => {
  it('shows a size with nothing left as out of stock and does not add it', async () => {
    const u = userEvent.setup()
    renderScreen(<ProductScreen />, { path: '/product/tee', route: '/product/:slug' })
    const m = await screen.findByRole('radio', { name: 'M Out of stock' })
    expect(screen.getByRole('radio', { name: 'L' })).toBeInTheDocument()
    await u.click(m)
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled()
    expect(screen.getByText('Out of stock in size M.')).toBeInTheDocument()
  })

  it('adds no more than is left of a size; an unlimited size adds as before', async () => {
    const u = userEvent.setup()
    renderScreen(<ProductScreen />, { path: '/product/tee', route: '/product/:slug' })
    await screen.findByRole('radio', { name: 'S' })
    for (let i = 0; i < 2; i++) await u.click(screen.getByRole('button', { name: 'Increase quantity of Team T-shirt' }))
    expect(screen.getByText('Only 2 left in size S.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    await u.click(screen.getByRole('radio', { name: 'L' }))
    await u.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(screen.getByText('Team T-shirt was added to your cart.')).toBeInTheDocument()
  })
})
