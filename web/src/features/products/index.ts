/**
 * The product catalogue: what a product is and how the app reads products
 * (the shop's screens and the cart both use it, so neither depends on the other for it).
 * Other features import it only from here.
 */
export type { Product } from './types'
export { unitsLeft } from './stock'
export { productImage } from './api/productImage'
export { productFields, toProduct, type ProductRecord } from './api/productRecord'
export { productKeys, useCartProducts, useProduct } from './queries'
export { useProducts } from './listQueries'
