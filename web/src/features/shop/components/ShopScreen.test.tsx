import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route } from 'wouter'
import { renderScreen, stubFetch } from '../../../test/render'
import { clearCart } from '../../cart'
import type { Product } from '../../products'
import { ShopScreen } from './ShopScreen'

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product => ({
  collectionId: 'pbc_products',
  collectionName: 'products',
  description: 'A product of the foundation.',
  category: 'Mug',
  galleries: [`${fields.id}.png`],
  sizes: ['350 ml'],
  colors: ['White'],
  ...fields,
})

const mug = product({ id: 'mug', name: 'Foundation Mug', price: 15 })
const bag = product({ id: 'bag', name: 'Tote Bag', price: 22.5, category: 'Bag', sizes: [], stock: { '': 0 } })

/** The records API: every product, or none for a search. */
function serveProducts() {
  return stubFetch((url) => {
    if (url.pathname !== '/api/collections/products/records') return undefined
    const items = url.searchParams.get('filter')?.includes('searchName') ? [] : [mug, bag]
    return { body: { page: 1, perPage: 12, totalItems: items.length, totalPages: 1, items } }
  })
}

/** The shop on the French site: the app mounts the same page under /fr (app/router.tsx). */
const renderFrench = (path = '/fr/shop') =>
  renderScreen(
    <Route path="/fr" nest>
      <ShopScreen />
    </Route>,
    { path },
  )

describe('the shop in French', () => {
  it('speaks French: heading, search, category chips, cards in euros, the cart link and its count', async () => {
    clearCart()
    serveProducts()
    const u = userEvent.setup()
    renderFrench()
    expect(screen.getByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit par son nom' })).toHaveAttribute('placeholder', 'Rechercher par nom…')
    const chips = within(screen.getByRole('group', { name: 'Catégories' })).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual(['Tout', 'Mugs', 'T-shirts', 'Sacs', 'Accessoires', 'Stylos', 'Autres'])
    expect(await screen.findByText('2 produits')).toBeInTheDocument()
    expect(screen.getByText(/^15,00\s€$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Épuisé : Tote Bag' })).toBeDisabled()
    const bagCard = screen.getByRole('link', { name: 'Tote Bag' }).closest('article')
    expect(bagCard && within(bagCard).getByText('Sacs')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Ajouter au panier : Foundation Mug' }))
    expect(screen.getByRole('button', { name: 'Foundation Mug ajouté au panier' })).toBeInTheDocument()
    expect(screen.getByText('Foundation Mug a été ajouté à votre panier.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Panier, 1 article' })).toHaveAttribute('href', '/fr/cart')
  })

  it('keeps the category as the products name it in the address, and says a search found nothing in French', async () => {
    serveProducts()
    const u = userEvent.setup()
    renderFrench()
    await u.click(screen.getByRole('button', { name: 'Sacs' }))
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/fr/shop?category=Bag')
    await u.type(screen.getByRole('searchbox'), 'zèbre')
    expect(await screen.findByText('Aucun produit ne correspond à votre recherche')).toBeInTheDocument()
    expect(screen.getByText('Aucun produit ne s’appelle « zèbre » dans la catégorie Sacs. Essayez un autre mot ou une autre catégorie.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Voir tous les produits' })).toBeInTheDocument()
  })
})
