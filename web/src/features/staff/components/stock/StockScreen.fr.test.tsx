import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { StockScreen } from './StockScreen'

const tee = {
  id: 'tee', collectionId: 'pbc_products', collectionName: 'products', name: 'T-shirt de l’équipe', description: '', price: 24,
  category: 'T-shirt', galleries: [], sizes: ['S', 'M'], colors: [], stock: { M: 5, S: 0 },
}

describe('stock and prices in French', () => {
  it('names the sizes, what is left and the refusals in French', async () => {
    stubFetch((url) =>
      url.pathname === '/api/collections/products/records' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [tee] } } : undefined,
    )
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <StockScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/stock' },
    )
    const form = await screen.findByRole('form', { name: 'T-shirt de l’équipe' })
    expect(screen.getByRole('heading', { level: 1, name: 'Stock et prix' })).toBeInTheDocument()
    expect(within(form).getByText('5 restantes')).toBeInTheDocument()
    expect(within(form).getByText('Rupture de stock')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /Taille M/ })).toHaveValue('5')
    expect(within(form).getByLabelText('Prix en euros')).toHaveValue('24,00')
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(form).toHaveTextContent('Rien n’a changé.')
    expect(screen.getByText('1–1 sur 1')).toBeInTheDocument()
  })
})
