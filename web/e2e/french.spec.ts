import { expect, test } from '@playwright/test'

/** The French site: the same pages under /fr/, in French, served so before any script runs. */
test.describe('the French site', () => {
  test('the home speaks French and links to the French pages @phone', async ({ page }) => {
    await page.goto('/fr/')
    await expect(page).toHaveTitle('Accueil | Fondation Amara Diallo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const title = page.getByRole('heading', { level: 1 })
    for (const word of ['Croire', 'Discipline', 'Défi', 'Inspirer', 'Réussir']) await expect(title).toContainText(word)
    await expect(page.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/fr/donation')
    await expect(page.getByRole('heading', { name: 'La Fondation', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Nos projets' }).click()
    await expect(page).toHaveURL(/\/fr\/projects$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Nos projets' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Éducation' })).toBeVisible()
    await expect(page).toHaveTitle('Projets | Fondation Amara Diallo')
  })

  test('the switch keeps the page, in both directions', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('link', { name: 'Ce site en français' }).click()
    await expect(page).toHaveURL(/\/fr\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/about$/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible()
    await page.getByRole('link', { name: 'This site in English' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the blog dates articles as a French foundation does', async ({ page }) => {
    await page.goto('/fr/blog')
    await expect(page.getByText('Le journal')).toBeVisible()
    await expect(page.locator('time').first()).toHaveText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/)
    await page.getByRole('link', { name: /^Lire la suite/ }).click()
    await expect(page).toHaveURL(/\/fr\/blog\/\w+$/)
    await expect(page.getByRole('link', { name: 'Tous les articles' })).toBeVisible()
  })

  test('the contact form refuses in French', async ({ page }) => {
    await page.goto('/fr/contact')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Corrigez les champs signalés.').first()).toBeVisible()
    await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible()
    await page.getByLabel('E-mail').fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Saisissez une adresse e-mail valide.').first()).toBeVisible()
  })
})

test.describe('the French site without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('arrives in French, with its alternates', async ({ page }) => {
    await page.goto('/fr/projects')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Nos projets' })).toBeVisible()
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/projects$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/projects$/)
  })
})
