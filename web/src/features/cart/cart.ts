/**
 * The cart: pure rules (lines, quantities, totals) and its localStorage form
 * `{items, total, tax, totalWithTax}` under the key `cart`. Totals are for
 * display only: the server prices every order from the database.
 */
import { cartRules } from '../../lib/cartRules.gen'
import type { Product } from '../products'

export const storageKey = 'cart'
/** The server's bounds and the spec's shipping fee (stored as `tax`), a percentage of the subtotal. */
export const { minQuantity, maxQuantity, shippingPercent } = cartRules

/**
 * A cart line: the product's fields plus the chosen size, colour and quantity. Its category is
 * the one stored with it, which the shop's categories may no longer name ('' when none was).
 */
export type CartItem = Omit<Product, 'category'> & { category: string; size: string; color: string; quantity: number }

export type Cart = {
  items: CartItem[]
  /** Subtotal in euros. */
  total: number
  /** Shipping fee in euros (10% of the subtotal, rounded to the cent). */
  tax: number
  totalWithTax: number
}

export const emptyCart: Cart = { items: [], total: 0, tax: 0, totalWithTax: 0 }

// The French empty-cart message of the spec, shown by the cart and the checkout pages; here rather
// than in CartScreen so that the checkout page does not download the cart page's code.
export const emptyCartMessage = 'Votre panier est vide'

/** Two lines are the same when product, size and colour match. */
export function sameLine(a: Pick<CartItem, 'id' | 'size' | 'color'>, b: Pick<CartItem, 'id' | 'size' | 'color'>): boolean {
  return a.id === b.id && a.size === b.size && a.color === b.color
}

export function lineKey(item: Pick<CartItem, 'id' | 'size' | 'color'>): string {
  return JSON.stringify([item.id, item.size, item.color])
}

const toCents = (euros: number) => Math.round(euros * 100)

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return minQuantity
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(quantity)))
}

/** Line total in euros, computed in cents so 3 × 0.10 is 0.30. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return (toCents(item.price) * item.quantity) / 100
}

/** A cart with its totals recomputed from its items (never trusted from storage). */
export function withTotals(items: CartItem[]): Cart {
  const subtotal = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0)
  const shipping = Math.round((subtotal * shippingPercent) / 100)
  return { items, total: subtotal / 100, tax: shipping / 100, totalWithTax: (subtotal + shipping) / 100 }
}

/** Adds a line; a line already in the cart gets the new quantity (the spec: adding replaces its quantity). */
export function addItem(cart: Cart, product: Product, size: string, color: string, quantity: number): Cart {
  const line: CartItem = { ...product, size, color, quantity: clampQuantity(quantity) }
  const index = cart.items.findIndex((item) => sameLine(item, line))
  const items = index < 0 ? [...cart.items, line] : cart.items.map((item, i) => (i === index ? line : item))
  return withTotals(items)
}

export function setQuantity(cart: Cart, line: Pick<CartItem, 'id' | 'size' | 'color'>, quantity: number): Cart {
  return withTotals(cart.items.map((item) => (sameLine(item, line) ? { ...item, quantity: clampQuantity(quantity) } : item)))
}

export function removeItem(cart: Cart, line: Pick<CartItem, 'id' | 'size' | 'color'>): Cart {
  return withTotals(cart.items.filter((item) => !sameLine(item, line)))
}

/** The line of this product, size and colour, if any. */
export function findLine(cart: Cart, line: Pick<CartItem, 'id' | 'size' | 'color'>): CartItem | undefined {
  return cart.items.find((item) => sameLine(item, line))
}

/**
 * Refreshes lines from the catalogue: lines whose product is gone are dropped
 * (and returned, for a notice); the others take the current name and price.
 */
export function reconcile(cart: Cart, products: Product[]): { cart: Cart; dropped: CartItem[]; changed: boolean } {
  const byId = new Map(products.map((p) => [p.id, p]))
  const dropped: CartItem[] = []
  const items: CartItem[] = []
  let changed = false
  for (const item of cart.items) {
    const product = byId.get(item.id)
    if (!product) {
      dropped.push(item)
      changed = true
      continue
    }
    if (product.price !== item.price || product.name !== item.name || product.galleries.join() !== item.galleries.join()) {
      changed = true
      items.push({ ...item, ...product, size: item.size, color: item.color, quantity: item.quantity })
    } else {
      items.push(item)
    }
  }
  return { cart: changed ? withTotals(items) : cart, dropped, changed }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const stringList = (v: unknown): string[] | null => (Array.isArray(v) && v.every(isString) ? v : v == null ? [] : null)

/** One stored line, or null when it does not have the current shape. */
function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null
  const { id, name, price, quantity, size, color } = value
  const galleries = stringList(value.galleries)
  const sizes = stringList(value.sizes)
  const colors = stringList(value.colors)
  if (!isString(id) || !id || !isString(name) || typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < minQuantity || quantity > maxQuantity) return null
  if (!isString(size) || !isString(color) || !galleries || !sizes || !colors) return null
  return {
    id,
    collectionId: isString(value.collectionId) ? value.collectionId : '',
    collectionName: isString(value.collectionName) ? value.collectionName : 'products',
    name,
    description: isString(value.description) ? value.description : '',
    price,
    category: isString(value.category) ? value.category : '',
    galleries,
    sizes,
    colors,
    size,
    color,
    quantity,
  }
}

/**
 * Reads the stored cart. Anything that is not a cart of the current shape
 * (corrupt JSON, an older format) is an empty cart, never a crash; single
 * malformed lines are dropped. Totals are recomputed.
 */
export function parseCart(raw: string | null): Cart {
  if (!raw) return emptyCart
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return emptyCart
  }
  if (!isRecord(value) || !Array.isArray(value.items)) return emptyCart
  const items: CartItem[] = []
  for (const entry of value.items) {
    const item = parseItem(entry)
    if (item && !items.some((other) => sameLine(other, item))) items.push(item)
  }
  return withTotals(items)
}
