import type { Messages } from '../../lib/i18n/useLocale'
import type { Category } from './categories'

type ShopWords = {
  eyebrow: string
  heading: string
  lead: string
  searchLabel: string
  searchPlaceholder: string
  categories: string
  /** Each chip's name; the address keeps the category as the products carry it (?category=Mug). */
  category: Record<Category, string>
  products: string
  loadingProducts: string
  noMatch: string
  nothingFound: (search: string, category: string | null) => string
  showAll: string
  count: { one: (n: number) => string; other: (n: number) => string }
  pages: string
  card: {
    outOfStockOf: (name: string) => string
    addedOf: (name: string) => string
    addOf: (name: string) => string
    outOfStock: string
    added: string
    add: string
    wasAdded: (name: string) => string
  }
  product: {
    gone: string
    back: string
    loading: string
    reviews: string
    cartHolds: (quantity: number, name: string) => string
    colour: string
    size: string
    /** Between a choice's name and the chosen option: "Size: M". */
    colon: string
    quantity: string
    soldOutIn: (size: string) => string
    soldOut: string
    onlyLeft: (left: number, size: string | null) => string
    updateCart: string
    addToCart: string
    viewCart: string
    delivery: string
    warranty: string
    pictureOf: (name: string, index: number, count: number) => string
    pictures: string
    showPicture: (index: number) => string
  }
}

export const shopMessages: Messages<ShopWords> = {
  en: {
    eyebrow: 'Merchandise',
    heading: 'Sport Shop',
    lead: 'Every mug, shirt and bag you buy pays for coaching, equipment and school fees for young athletes.',
    searchLabel: 'Search products by name',
    searchPlaceholder: 'Search by name…',
    categories: 'Categories',
    category: { All: 'All', Mug: 'Mug', 'T-shirt': 'T-shirt', Bag: 'Bag', Accessories: 'Accessories', Pens: 'Pens', Others: 'Others' },
    products: 'Products',
    loadingProducts: 'Loading products',
    noMatch: 'No product matches your search',
    nothingFound: (search, category) =>
      `${search ? `Nothing called “${search}”` : 'Nothing yet'}${category ? ` in ${category}` : ''}. Try another word or category.`,
    showAll: 'Show all products',
    count: { one: (n) => `${n} product`, other: (n) => `${n} products` },
    pages: 'Products pages',
    card: {
      outOfStockOf: (name) => `Out of stock: ${name}`,
      addedOf: (name) => `Added ${name} to the cart`,
      addOf: (name) => `Add to Cart: ${name}`,
      outOfStock: 'Out of stock',
      added: 'Added',
      add: 'Add to Cart',
      wasAdded: (name) => `${name} was added to your cart.`,
    },
    product: {
      gone: 'This product is no longer in the shop.',
      back: 'Back to the shop',
      loading: 'Loading the product',
      reviews: '(122 customer reviews)',
      cartHolds: (quantity, name) => `Your cart now holds ${quantity} × ${name}.`,
      colour: 'Colour',
      size: 'Size',
      colon: ': ',
      quantity: 'Quantity',
      soldOutIn: (size) => `Out of stock in size ${size}.`,
      soldOut: 'Out of stock.',
      onlyLeft: (left, size) => `Only ${left} left${size !== null ? ` in size ${size}` : ''}.`,
      updateCart: 'Update cart',
      addToCart: 'Add to cart',
      viewCart: 'View cart',
      delivery: 'Free delivery within 2-3 days',
      warranty: '2-year warranty',
      pictureOf: (name, index, count) => `${name}, picture ${index} of ${count}`,
      pictures: 'Pictures',
      showPicture: (index) => `Show picture ${index}`,
    },
  },
  fr: {
    eyebrow: 'Nos produits',
    heading: 'Boutique',
    lead: 'Chaque mug, t-shirt ou sac que vous achetez finance l’entraînement, l’équipement et la scolarité de jeunes athlètes.',
    searchLabel: 'Rechercher un produit par son nom',
    searchPlaceholder: 'Rechercher par nom…',
    categories: 'Catégories',
    category: { All: 'Tout', Mug: 'Mugs', 'T-shirt': 'T-shirts', Bag: 'Sacs', Accessories: 'Accessoires', Pens: 'Stylos', Others: 'Autres' },
    products: 'Produits',
    loadingProducts: 'Chargement des produits',
    noMatch: 'Aucun produit ne correspond à votre recherche',
    nothingFound: (search, category) =>
      `${search ? `Aucun produit ne s’appelle « ${search} »` : 'Aucun produit pour l’instant'}${category ? ` dans la catégorie ${category}` : ''}. Essayez un autre mot ou une autre catégorie.`,
    showAll: 'Voir tous les produits',
    count: { one: (n) => `${n} produit`, other: (n) => `${n} produits` },
    pages: 'Pages des produits',
    card: {
      outOfStockOf: (name) => `Épuisé : ${name}`,
      addedOf: (name) => `${name} ajouté au panier`,
      addOf: (name) => `Ajouter au panier : ${name}`,
      outOfStock: 'Épuisé',
      added: 'Ajouté',
      add: 'Ajouter au panier',
      wasAdded: (name) => `${name} a été ajouté à votre panier.`,
    },
    product: {
      gone: 'Ce produit n’est plus en vente à la boutique.',
      back: 'Retour à la boutique',
      loading: 'Chargement du produit',
      reviews: '(122 avis clients)',
      cartHolds: (quantity, name) => `Votre panier contient maintenant ${quantity} × ${name}.`,
      colour: 'Couleur',
      size: 'Taille',
      colon: ' : ',
      quantity: 'Quantité',
      soldOutIn: (size) => `Épuisé en taille ${size}.`,
      soldOut: 'Épuisé.',
      onlyLeft: (left, size) => `Plus que ${left} en stock${size !== null ? ` en taille ${size}` : ''}.`,
      updateCart: 'Mettre à jour le panier',
      addToCart: 'Ajouter au panier',
      viewCart: 'Voir le panier',
      delivery: 'Livraison gratuite sous 2 à 3 jours',
      warranty: 'Garantie 2 ans',
      pictureOf: (name, index, count) => `${name}, photo ${index} sur ${count}`,
      pictures: 'Photos',
      showPicture: (index) => `Afficher la photo ${index}`,
    },
  },
}

/** A product's category as the page's language names it ("Mug" → "Mugs"); one the chips do not know, as it is. */
export function categoryName(words: Pick<ShopWords, 'category'>, category: string): string {
  return Object.hasOwn(words.category, category) ? words.category[category as Category] : category
}
