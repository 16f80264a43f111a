import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route } from 'wouter'
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

/** The checkout on the French site: the app mounts the same page under /fr (app/router.tsx). */
const renderFrench = () =>
  renderScreen(
    <Route path="/fr" nest>
      <CheckoutScreen />
    </Route>,
    { path: '/fr/checkout' },
  )

/** Fills in the French checkout as the server accepts it, and confirms. */
async function sendFilled(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Nom complet'), 'Awa Traoré')
  await u.type(screen.getByLabelText('E-mail'), 'awa@exemple.fr')
  await u.type(screen.getByLabelText('Téléphone'), '06 98 76 54 32')
  await u.type(screen.getByLabelText('Adresse'), '12 rue des Lilas, 75015 Paris')
  await u.click(screen.getByRole('button', { name: 'Confirmer' }))
}

describe('the checkout in French', () => {
  it('labels, checks and refuses in French, the phone rule too', async () => {
    clearCart()
    updateCart((cart) => addItem(cart, mug, '350 ml', 'White', 2))
    const fetch = stubFetch(() => undefined)
    const u = userEvent.setup()
    renderFrench()
    expect(screen.getByRole('heading', { level: 1, name: 'Commande' })).toBeInTheDocument()
    expect(screen.getByText('Tous les champs sont obligatoires. Nous ne les utilisons que pour livrer votre commande.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Votre commande' })).toBeInTheDocument()
    expect(screen.getByText('Frais de livraison')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Modifier le panier' })).toHaveAttribute('href', '/fr/cart')
    await u.type(screen.getByLabelText('Nom complet'), 'Awa Traoré')
    await u.type(screen.getByLabelText('E-mail'), 'pas-une-adresse')
    await u.type(screen.getByLabelText('Téléphone'), '06 98')
    await u.click(screen.getByRole('button', { name: 'Confirmer' }))
    const summary = await screen.findByRole('group', { name: 'Il y a un problème' })
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'E-mail : Saisissez une adresse e-mail valide.',
      expect.stringMatching(/^Téléphone : Saisissez le numéro complet/),
      'Adresse : Ce champ est obligatoire.',
    ])
    expect(screen.getByLabelText('Adresse')).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(screen.getByText('Corrigez les champs signalés.')).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of a field in French', async () => {
    clearCart()
    updateCart((cart) => addItem(cart, mug, '350 ml', 'White', 1))
    stubFetch((url) =>
      url.pathname === '/api/orders'
        ? { status: 400, body: { status: 400, message: 'Failed to create the order.', data: { clientInfo: { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } } } } }
        : undefined,
    )
    const u = userEvent.setup()
    renderFrench()
    await sendFilled(u)
    expect(await screen.findByText('Corrigez les champs signalés.')).toBeVisible()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide.')
  })

  it('says the server’s other refusals in French: a line out of stock, a phone it refused', async () => {
    clearCart()
    updateCart((cart) => addItem(cart, mug, '350 ml', 'White', 3))
    stubFetch((url) =>
      url.pathname === '/api/orders'
        ? {
            status: 400,
            body: {
              status: 400,
              message: 'Failed to create the order.',
              data: {
                clientInfo: { phone: { code: 'validation_phone_too_long', message: 'A phone number has at most 15 digits.' } },
                items: { '0': { quantity: { code: 'validation_not_enough_stock', message: 'Sorry, only 2 left in size 350 ml: lower the quantity.', params: { size: '350 ml', left: 2 } } } },
              },
            },
          }
        : undefined,
    )
    const u = userEvent.setup()
    renderFrench()
    await sendFilled(u)
    expect(await screen.findByText(/Foundation Mug.*Désolé, il n’en reste que 2 en taille 350 ml : réduisez la quantité\./)).toBeVisible()
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription('Un numéro de téléphone a au plus 15 chiffres.')
    expect(document.body).not.toHaveTextContent(/Sorry|phone number/)
  })

  it('says an empty cart in French', async () => {
    clearCart()
    updateCart((cart) => addItem(cart, mug, '350 ml', 'White', 1))
    stubFetch((url) =>
      url.pathname === '/api/orders'
        ? { status: 400, body: { status: 400, message: 'Failed to create the order.', data: { items: { code: 'validation_empty_cart', message: 'Your cart is empty.' } } } }
        : undefined,
    )
    const u = userEvent.setup()
    renderFrench()
    await sendFilled(u)
    expect(await screen.findByText('Votre panier est vide.')).toBeVisible()
  })
})
