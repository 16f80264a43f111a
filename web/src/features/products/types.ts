/** A product as the records API returns it (price in euros). */
export type Product = {
  id: string
  collectionId: string
  collectionName: string
  name: string
  description: string
  price: number
  category: string
  /** File names of the product's images; the first is its main picture. */
  galleries: string[]
  sizes: string[]
  colors: string[]
  /**
   * Units left of each option counted (size → units; '' for a product without sizes). An option
   * not named is unlimited; no stock at all: everything is.
   */
  stock?: Record<string, number>
}
