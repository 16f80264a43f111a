import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../test/render'
import { addItem, clearCart, updateCart } from '../cart'
import type { Product } from '../products'
import { CheckoutScreen } from './CheckoutScreen'

const mug: Product = {
  collectionId: 'pbc_products',
  collectionName: 'products',
  id: 'mug',
  name: 'Foundation Mug',
  price: 12.9,
  description: '',
  category: 'Mug',
  galleries: ['mug.png'],
  sizes: ['350 ml'],
  colors: ['White'],
}

describe('checkout form', () => {
  // The browser's "Please fill out this field" bubble came before the site's messages (issue 44).
  it('answers a blank submit with the site’s error summary and field messages, not the browser’s bubble, and places nothing', async () => {
    clearCart()
    updateCart((cart) => addItem(cart, mug, '350 ml', 'White', 1))
    const fetch = stubFetch(() => undefined)
    const u = userEvent.setup()
    renderScreen(<CheckoutScreen />)
    const form = screen.getByRole('form', { name: 'Your details' })
    expect(form).toHaveAttribute('novalidate')
    await u.type(screen.getByLabelText('Full Name'), 'Awa Traoré')
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      expect.stringContaining('Email'),
      expect.stringContaining('Phone'),
      expect.stringContaining('Address'),
    ])
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('This field is required.')
    expect(screen.getByText('Please correct the highlighted fields.')).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })
})
