/**
 * The cart's public entry point for the other features (the shop adds lines and
 * shows the cart link, checkout shows the lines and totals, payment clears it).
 * The cart screen itself is loaded by its route module.
 */
export { addItem, emptyCartMessage, findLine, lineKey, lineTotal, type Cart, type CartItem } from './cart'
export { CartLink } from './CartLink'
export { clearCart, updateCart, useCart } from './store'
export { Totals } from './Totals'
