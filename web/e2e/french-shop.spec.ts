import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
/** formatEuros writes "24,00 €" with a (narrow) no-break space. */
const euros = (text: string) => new RegExp(text.replace(' €', '\\s€'))

/** The seeded catalogue's cards (products other tests make for a while are named "E2E …" and left out). */
const products = (page: Page) => page.getByRole('region', { name: 'Produits' }).getByRole('listitem').filter({ hasNotText: 'E2E ' })

/** The shop, the cart, the checkout and a campaign on the French site (/fr/…): every word in French. */
test.describe('the French shop', () => {
  test('from /fr/shop through the cart and the checkout to the payment page, in French @phone', async ({ page }) => {
    await page.goto('/fr/shop')
    await expect(page).toHaveTitle('Boutique | Fondation Amara Diallo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier, 0 article' })).toHaveAttribute('href', '/fr/cart')
    await expect(products(page)).toHaveCount(9)
    await expect(products(page).first()).toContainText(euros('12,90 €'))

    await page.getByRole('searchbox', { name: 'Rechercher un produit par son nom' }).fill('shirt')
    await expect(products(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'Mugs', exact: true }).click()
    await expect(page.getByText('Aucun produit ne correspond à votre recherche')).toBeVisible()
    await page.getByRole('button', { name: 'Voir tous les produits' }).click()
    await page.getByRole('button', { name: 'T-shirts', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/shop\?category=T-shirt$/)
    await expect(products(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'Ajouter au panier : Team T-shirt' }).click()
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible()

    // The product page.
    await page.getByRole('link', { name: 'Team T-shirt' }).click()
    await expect(page).toHaveURL(/\/fr\/product\/seedprod0000002$/)
    await expect(page.getByText('(122 avis clients)')).toBeVisible()
    await expect(page.getByText('Livraison gratuite sous 2 à 3 jours')).toBeVisible()
    await expect(page.getByRole('group', { name: /^Taille : S/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mettre à jour le panier' })).toBeVisible()
    await page.getByRole('link', { name: 'Voir le panier' }).click()

    // The cart.
    await expect(page).toHaveURL(/\/fr\/cart$/)
    await expect(page).toHaveTitle('Panier | Fondation Amara Diallo')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible()
    await expect(page.getByText('Sous-total', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Augmenter la quantité de Team T-shirt' })).toBeVisible()
    await page.getByRole('link', { name: 'Passer au paiement' }).click()

    // The checkout: refused in French, then placed.
    await expect(page).toHaveURL(/\/fr\/checkout$/)
    await expect(page).toHaveTitle('Commande | Fondation Amara Diallo')
    await expect(page.getByRole('heading', { level: 1, name: 'Commande' })).toBeVisible()
    await page.getByLabel('Nom complet').fill(`Awa Boutique ${unique()}`)
    await page.getByLabel('E-mail').fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Confirmer' }).click()
    const summary = page.getByRole('group', { name: 'Il y a un problème' })
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('E-mail : Saisissez une adresse e-mail valide.')
    await expect(summary).toContainText('Adresse : Ce champ est obligatoire.')
    await expect(page).toHaveTitle('Erreur : Commande | Fondation Amara Diallo')
    await page.getByLabel('E-mail').fill('awa@example.org')
    await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78')
    await page.getByLabel('Adresse').fill('12 rue des Lilas, 75011 Paris')
    await page.getByRole('button', { name: 'Confirmer' }).click()

    // The payment page, in French too.
    await expect(page).toHaveURL(/\/fr\/payment\/[a-z0-9]{15}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement de la commande' })).toBeVisible()
    await expect(page.getByText('Non payée')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ce que vous payez' })).toBeVisible()
    await expect(page.getByText('MODE TEST — aucun paiement réel n’est effectué')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Payer avec PayPal (MODE TEST)' })).toBeVisible()
  })

  test('the shop is served in French before any script runs', async ({ request }) => {
    const served = await (await request.get('/fr/shop')).text()
    expect(served).toContain('<html lang="fr"')
    expect(served).toContain('>Boutique</h1>')
    expect(served).toContain('Ajouter au panier')
    expect(served).not.toContain('Add to Cart')
  })

  test('a campaign page is French', async ({ page, baseURL }) => {
    const slug = `piste-${unique()}`
    const admin = await adminClient(baseURL ?? '')
    await admin.collection('campaigns').create({ slug, title: 'Une piste pour le club', summary: 'Huit couloirs.', goalCents: 500000, project: 'sport' })

    await page.goto(`/fr/campaigns/${slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveTitle('Une piste pour le club | Fondation Amara Diallo')
    await expect(page.getByText('Campagne', { exact: true })).toBeVisible()
    await expect(page.getByText(/^collectés sur 5\s000\s€$/)).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Collecté sur l’objectif' })).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByText(/^0\s% · 0 donateur$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Soutiens' })).toBeVisible()
    await expect(page.getByText('Soyez le premier nom sur ce mur.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Donner à cette campagne' })).toHaveAttribute('href', `/fr/donation?campaign=${slug}`)
  })
})
