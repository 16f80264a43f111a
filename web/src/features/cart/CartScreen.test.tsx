import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../test/render'
import type { Product } from '../products'
import { addItem, emptyCart, type Cart } from './cart'
import { CartScreen } from './CartScreen'
import { saveCart } from './store'

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product => ({
  collectionId: 'pbc_products',
  collectionName: 'products',
  description: '',
  category: 'Mug',
  galleries: [`${fields.id}.png`],
  sizes: [],
  colors: [],
  ...fields,
})

const mug = product({ id: 'mug', name: 'Foundation Mug', price: 12.9, sizes: ['350 ml'], colors: ['White'] })
const pen = product({ id: 'pen', name: 'Pen Set', price: 7.5, category: 'Pens', sizes: ['Set of 3'], colors: ['Blue'] })
const cap = product({ id: 'cap', name: 'Old Cap', price: 9, category: 'Accessories' })

/** The catalogue as the records API answers the cart's product check. */
function serveCatalogue(products: Product[]) {
  return stubFetch((url) => {
    if (url.pathname !== '/api/collections/products/records') return undefined
    const filter = url.searchParams.get('filter') ?? ''
    const items = products.filter((p) => filter.includes(`"${p.id}"`))
    return { body: { page: 1, perPage: 200, totalItems: items.length, totalPages: 1, items } }
  })
}

/** A cart as the shop leaves it (stored under the `cart` key). */
function cartOf(...lines: [Product, number][]): Cart {
  return lines.reduce((cart, [p, quantity]) => addItem(cart, p, p.sizes[0] ?? '', p.colors[0] ?? '', quantity), emptyCart)
}

const euros = (text: string) => new RegExp(`^${text.replace(' €', '\\s€')}$`)
const summary = () => screen.getByRole('complementary', { name: 'Order summary' })
const amountOf = (term: string) => within(summary()).getByText(term).nextElementSibling

beforeEach(() => {
  saveCart(emptyCart)
  serveCatalogue([mug, pen])
})

describe('cart screen', () => {
  it('shows the French message and a way back to the shop when the cart is empty', () => {
    renderScreen(<CartScreen />)
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')
    expect(screen.queryByRole('complementary', { name: 'Order summary' })).not.toBeInTheDocument()
  })

  it('lists each line with its unit price, quantity and line total, and totals with a 10 % shipping fee', () => {
    saveCart(cartOf([mug, 2], [pen, 1]))
    renderScreen(<CartScreen />)
    const lines = within(screen.getByRole('region', { name: 'Cart items' })).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(within(lines[0]!).getByRole('heading', { name: 'Foundation Mug' })).toBeInTheDocument()
    expect(lines[0]).toHaveTextContent(/Unit price: 12,90\s€/)
    expect(within(lines[0]!).getByRole('status', { name: 'Quantity of Foundation Mug' })).toHaveTextContent('2')
    expect(lines[0]).toHaveTextContent(/Line total: 25,80\s€/)

    expect(amountOf('Subtotal')).toHaveTextContent(euros('33,30 €'))
    expect(amountOf('Shipping Fee')).toHaveTextContent(euros('3,33 €'))
    expect(amountOf('Total')).toHaveTextContent(euros('36,63 €'))
    expect(within(summary()).getByRole('link', { name: 'Proceed to Payment' })).toHaveAttribute('href', '/checkout')
    expect(within(summary()).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')
  })

  it('steps quantities up and down but never below 1, updating the totals', async () => {
    const user = userEvent.setup()
    saveCart(cartOf([mug, 1]))
    renderScreen(<CartScreen />)
    const quantity = screen.getByRole('status', { name: 'Quantity of Foundation Mug' })
    const less = screen.getByRole('button', { name: 'Decrease quantity of Foundation Mug' })
    const more = screen.getByRole('button', { name: 'Increase quantity of Foundation Mug' })
    expect(quantity).toHaveTextContent('1')
    expect(less).toHaveAttribute('aria-disabled', 'true')

    await user.click(less)
    expect(quantity).toHaveTextContent('1')

    await user.click(more)
    await user.click(more)
    expect(quantity).toHaveTextContent('3')
    expect(amountOf('Subtotal')).toHaveTextContent(euros('38,70 €'))
    expect(amountOf('Shipping Fee')).toHaveTextContent(euros('3,87 €'))
    expect(amountOf('Total')).toHaveTextContent(euros('42,57 €'))

    await user.click(less)
    await user.click(less)
    expect(quantity).toHaveTextContent('1')
    expect(less).toHaveAttribute('aria-disabled', 'true')
    expect(amountOf('Total')).toHaveTextContent(euros('14,19 €'))
  })

  it('removes a line, keeping the focus on the cart, and the last removal leaves the empty cart', async () => {
    const user = userEvent.setup()
    saveCart(cartOf([mug, 2], [pen, 1]))
    renderScreen(<CartScreen />)

    await user.click(screen.getByRole('button', { name: 'Remove Foundation Mug (350 ml · White)' }))
    expect(screen.queryByRole('heading', { name: 'Foundation Mug' })).not.toBeInTheDocument()
    // The focus stays in the list, on the line that took the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove Pen Set (Set of 3 · Blue)' })).toHaveFocus()
    expect(amountOf('Subtotal')).toHaveTextContent(euros('7,50 €'))
    expect(amountOf('Shipping Fee')).toHaveTextContent(euros('0,75 €'))
    expect(amountOf('Total')).toHaveTextContent(euros('8,25 €'))

    await user.click(screen.getByRole('button', { name: 'Remove Pen Set (Set of 3 · Blue)' }))
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus()
  })

  it('drops a product that no longer exists and says so', async () => {
    saveCart(cartOf([mug, 1], [cap, 2]))
    renderScreen(<CartScreen />)
    expect(await screen.findByRole('alert')).toHaveTextContent('“Old Cap” is no longer available and was removed from your cart.')
    expect(screen.queryByRole('heading', { name: 'Old Cap' })).not.toBeInTheDocument()
    expect(amountOf('Total')).toHaveTextContent(euros('14,19 €'))
  })
})
