import type { FailureWording } from '../../lib/apiErrors'
import type { Messages } from '../../lib/i18n/useLocale'
import type { ClientField } from './types'

type CheckoutWords = {
  shop: string
  heading: string
  continueShopping: string
  labels: Record<ClientField, string>
  details: string
  detailsHint: string
  anItem: string
  /** A refused line of the cart: its product and why. */
  lineProblem: (name: string, message: string) => string
  reviewCart: string
  placing: string
  confirming: string
  confirm: string
  yourOrder: string
  editCart: string
  /** The order could not be sent at all (no call made). */
  notPlaced: string
  /** Lines of the cart the server refused, with no sentence of its own for the whole cart. */
  itemsChanged: string
  wording: FailureWording
}

export const checkoutMessages: Messages<CheckoutWords> = {
  en: {
    shop: 'Sport Shop',
    heading: 'Checkout',
    continueShopping: 'Continue Shopping',
    labels: { name: 'Full Name', email: 'Email', phone: 'Phone', address: 'Address' },
    details: 'Your details',
    detailsHint: 'All fields are required. We use them only to deliver your order.',
    anItem: 'An item',
    lineProblem: (name, message) => `${name}: ${message}`,
    reviewCart: 'Review your cart',
    placing: 'Placing your order',
    confirming: 'Confirming…',
    confirm: 'Confirm',
    yourOrder: 'Your order',
    editCart: 'Edit the cart',
    notPlaced: 'Your order could not be placed.',
    itemsChanged: 'Some items in your cart have changed. Please review your cart.',
    wording: {
      noAnswer: 'Your order could not be sent. Check your connection and try again.',
      tooMany: 'Too many orders from your connection in a short time. Please wait a minute and try again.',
      failed: 'Your order could not be placed. Please try again in a moment.',
    },
  },
  fr: {
    shop: 'Boutique',
    heading: 'Commande',
    continueShopping: 'Continuer mes achats',
    labels: { name: 'Nom complet', email: 'E-mail', phone: 'Téléphone', address: 'Adresse' },
    details: 'Vos coordonnées',
    detailsHint: 'Tous les champs sont obligatoires. Nous ne les utilisons que pour livrer votre commande.',
    anItem: 'Un article',
    lineProblem: (name, message) => `${name} : ${message}`,
    reviewCart: 'Vérifier votre panier',
    placing: 'Enregistrement de votre commande',
    confirming: 'Confirmation…',
    confirm: 'Confirmer',
    yourOrder: 'Votre commande',
    editCart: 'Modifier le panier',
    notPlaced: 'Votre commande n’a pas pu être enregistrée.',
    itemsChanged: 'Certains articles de votre panier ont changé. Vérifiez votre panier.',
    wording: {
      noAnswer: 'Votre commande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
      tooMany: 'Trop de commandes depuis votre connexion en peu de temps. Patientez une minute et réessayez.',
      failed: 'Votre commande n’a pas pu être enregistrée. Réessayez dans un instant.',
    },
  },
}
