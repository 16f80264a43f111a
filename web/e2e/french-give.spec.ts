import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, unique, validate } from './support/donate'
import { waitForMailEntry } from './support/staff'

/** Clicks the choice (a radio drawn as a card) whose label starts with name. */
const choose = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name.replace(/ /g, '\\s')}`) }).first().click()

/** The French site's gifts and donor space (issues 40.2 and 40.5), in TEST MODE. */
test.describe('giving in French', () => {
  test('a visitor on /fr/donation gives by cheque in French and sees the French confirmation @phone', async ({ page, baseURL }) => {
    const email = `donateur-${unique()}@example.org`
    await page.goto('/fr/donation')
    await expect(page).toHaveTitle('Faire un don | Fondation Amara Diallo')
    await expect(page.getByRole('heading', { name: '1. Mon don' })).toBeVisible()
    await choose(page, 'Par mois')
    await choose(page, '20 €')
    await expect(page.getByText(/^Votre don :/)).toHaveText(/^Votre don : 20\s€ par mois$/)
    await page.getByRole('button', { name: 'Suivant : mes coordonnées' }).click()
    await expect(page.getByRole('heading', { name: '2. Mes coordonnées' })).toBeVisible()

    // A refused field, in French.
    await page.getByLabel('E-mail').fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Suivant : le paiement' }).click()
    await expect(page.getByRole('group', { name: 'Il y a un problème' })).toBeVisible()
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')
    await expect(page).toHaveTitle(/^Erreur : /)

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Prénom').fill('Awa')
    await page.getByLabel('Nom', { exact: true }).fill('Traoré')
    await page.getByLabel('Adresse').fill('12 avenue des Sports')
    await page.getByLabel('Code postal').fill('69003')
    await page.getByLabel('Ville').fill('Lyon')
    await page.getByLabel('Pays', { exact: true }).fill('France')
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78')
    await page.getByRole('button', { name: 'Suivant : le paiement' }).click()
    await expect(page.getByRole('heading', { name: '3. Mon paiement' })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Prélèvement SEPA/ })).toBeAttached()
    await choose(page, 'Chèque')
    await expect(page.getByText(/^Vous donnez/)).toHaveText(/^Vous donnez 20\s€ par mois par chèque\.$/)
    await page.getByRole('button', { name: 'Valider mon don' }).click()

    await expect(page).toHaveURL(/\/fr\/don\/cheque-sended\/$/)
    await expect(page.getByRole('heading', { name: 'Votre demande est enregistrée' })).toBeVisible()
    await expect(page.getByText(/Merci pour votre don de 20\s€ par mois par chèque\./)).toBeVisible()
    await expect(page.getByText('À l’ordre de')).toBeVisible()
    await expect(page.getByText('Référence (à inscrire au dos du chèque)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copier l’adresse' })).toBeVisible()
    await expect(page).toHaveTitle('Don par chèque | Fondation Amara Diallo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

    const admin = await adminClient(baseURL ?? '')
    await expect
      .poll(async () => (await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }) })).map((d) => [d.status, d.amount, d.method]))
      .toEqual([['awaiting_cheque', 2000, 'cheque']])
    // The pledge mail in the language of the page the gift was given from (issue 40.3).
    const mail = await waitForMailEntry(admin, email, /Votre don par chèque à la Fondation Amara Diallo/)
    expect(mail.text).toContain('Merci pour votre don')

    // The form starts anew for the next person at this computer (issue 40.6).
    await page.goto('/fr/donation')
    await expect(page.getByRole('heading', { name: '1. Mon don' })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Une fois/ })).toBeChecked()
  })

  test('a paid gift clears the form: /donation opens at its first step, empty (issue 40.6)', async ({ page }) => {
    await fillForm(page, { custom: '15' })
    await validate(page)
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=1500&rhythm=once$/)
    await expect(page.getByText(/Your gift of 15,00\s€ went through|Your gift of 15\s€ went through/)).toBeVisible()
    await page.goto('/donation')
    await expect(page.getByRole('heading', { name: '1. My Donation' })).toBeVisible()
    await expect(page.getByLabel('Or another amount')).toHaveValue('')
    await page.getByRole('button', { name: 'Next: my details' }).click()
    await expect(page.getByLabel('Email')).toHaveValue('')
  })

  test('the donor space at /fr/donor asks for the code in French @phone', async ({ page }) => {
    await page.goto('/fr/donor')
    await expect(page).toHaveTitle('Mes dons | Fondation Amara Diallo')
    await expect(page.getByRole('heading', { level: 1, name: 'Mes dons' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await page.getByLabel('E-mail').fill(`donateur-${unique()}@example.org`)
    await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click()
    await expect(page.getByText(/Nous avons envoyé un code à 6 chiffres à/)).toBeVisible()
    await page.getByLabel('Code reçu par e-mail').fill('000000')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByText(/Ce code est erroné ou a expiré/).first()).toBeVisible()
  })
})
