import type { Messages } from '../../../../lib/i18n/useLocale'

/** What stockChange says when something typed is not a price or a count. */
export type StockChangeWords = {
  price: string
  units: (size: string) => string
  nothing: string
}

type StockWords = {
  title: string
  intro: string
  search: string
  loading: string
  noMatch: (q: string) => string
  none: string
  pages: string
  saved: string
  save: string
  now: (price: string) => string
  price: string
  stock: string
  size: (size: string) => string
  unitsLeft: string
  unlimited: string
  outOfStock: string
  left: (count: number) => string
  change: StockChangeWords
}

export const stockMessages: Messages<StockWords> = {
  en: {
    title: 'Stock and prices',
    intro: 'Units left of each size: leave a size empty for unlimited. A size at 0 shows “Out of stock” in the shop.',
    search: 'Product name',
    loading: 'the products',
    noMatch: (q) => `No product matches “${q}”.`,
    none: 'No products yet.',
    pages: 'Products pages',
    saved: 'Saved.',
    save: 'Save',
    now: (price) => `now ${price}`,
    price: 'Price in euros',
    stock: 'Stock',
    size: (size) => `Size ${size}`,
    unitsLeft: 'Units left',
    unlimited: 'Unlimited',
    outOfStock: 'Out of stock',
    left: (count) => `${count} left`,
    change: {
      price: 'Enter a price such as 12,50.',
      units: (size) => `Enter a whole number of units${size ? ` for size ${size}` : ''}, or leave it empty for unlimited.`,
      nothing: 'Nothing changed.',
    },
  },
  fr: {
    title: 'Stock et prix',
    intro: 'Unités restantes de chaque taille : laissez une taille vide pour un stock illimité. Une taille à 0 s’affiche « Rupture de stock » dans la boutique.',
    search: 'Nom du produit',
    loading: 'les produits',
    noMatch: (q) => `Aucun produit ne correspond à « ${q} ».`,
    none: 'Aucun produit pour l’instant.',
    pages: 'Pages des produits',
    saved: 'Enregistré.',
    save: 'Enregistrer',
    now: (price) => `actuellement ${price}`,
    price: 'Prix en euros',
    stock: 'Stock',
    size: (size) => `Taille ${size}`,
    unitsLeft: 'Unités restantes',
    unlimited: 'Illimité',
    outOfStock: 'Rupture de stock',
    left: (count) => (count <= 1 ? `${count} restante` : `${count} restantes`),
    change: {
      price: 'Saisissez un prix comme 12,50.',
      units: (size) => `Saisissez un nombre entier d’unités${size ? ` pour la taille ${size}` : ''}, ou laissez vide pour un stock illimité.`,
      nothing: 'Rien n’a changé.',
    },
  },
}
