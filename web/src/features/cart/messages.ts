import type { Messages } from '../../lib/i18n/useLocale'
import { emptyCartMessage } from './cart'

type CartWords = {
  shop: string
  heading: string
  /** The lines whose product left the catalogue, by name. */
  dropped: (names: string[]) => string
  empty: string
  emptyLead: string
  continueShopping: string
  items: string
  unitPrice: string
  lineTotal: string
  remove: (name: string, options: string) => string
  summary: string
  proceed: string
  shippingNote: string
  cartLink: { one: (n: number) => string; other: (n: number) => string }
  totals: { subtotal: string; shipping: string; total: string }
}

const quoted = (names: string[], open: string, close: string) => names.map((n) => `${open}${n}${close}`).join(', ')

export const cartMessages: Messages<CartWords> = {
  en: {
    shop: 'Sport Shop',
    heading: 'Your cart',
    dropped: (names) =>
      `${names.length === 1 ? `“${names[0]}” is` : `${quoted(names, '“', '”')} are`} no longer available and ${names.length === 1 ? 'was' : 'were'} removed from your cart.`,
    // The spec's words, in French on the English site too.
    empty: emptyCartMessage,
    emptyLead: 'Découvrez nos mugs, t-shirts et accessoires : chaque achat soutient un jeune athlète.',
    continueShopping: 'Continue Shopping',
    items: 'Cart items',
    unitPrice: 'Unit price: ',
    lineTotal: 'Line total: ',
    remove: (name, options) => `Remove ${name}${options ? ` (${options})` : ''}`,
    summary: 'Order summary',
    proceed: 'Proceed to Payment',
    shippingNote: 'Shipping fee: 10% of the subtotal. The final amount is confirmed on the payment page.',
    cartLink: { one: (n) => `Cart, ${n} item`, other: (n) => `Cart, ${n} items` },
    totals: { subtotal: 'Subtotal', shipping: 'Shipping Fee', total: 'Total' },
  },
  fr: {
    shop: 'Boutique',
    heading: 'Votre panier',
    dropped: (names) =>
      names.length === 1
        ? `« ${names[0]} » n’est plus disponible et a été retiré de votre panier.`
        : `${quoted(names, '« ', ' »')} ne sont plus disponibles et ont été retirés de votre panier.`,
    empty: emptyCartMessage,
    emptyLead: 'Découvrez nos mugs, t-shirts et accessoires : chaque achat soutient un jeune athlète.',
    continueShopping: 'Continuer mes achats',
    items: 'Articles du panier',
    unitPrice: 'Prix unitaire : ',
    lineTotal: 'Total de la ligne : ',
    remove: (name, options) => `Retirer ${name}${options ? ` (${options})` : ''}`,
    summary: 'Récapitulatif',
    proceed: 'Passer au paiement',
    shippingNote: 'Frais de livraison : 10 % du sous-total. Le montant final est confirmé sur la page de paiement.',
    cartLink: { one: (n) => `Panier, ${n} article`, other: (n) => `Panier, ${n} articles` },
    totals: { subtotal: 'Sous-total', shipping: 'Frais de livraison', total: 'Total' },
  },
}
