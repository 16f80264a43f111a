import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { formatDollarSign, formatEuros } from '../../../lib/money'
import { useLocale } from '../../../lib/i18n/useLocale'
import { cutText } from '../../../lib/text'
import { useNearViewport } from '../../../lib/useNearViewport'
import { addItem, updateCart } from '../../cart'
import { productImage, unitsLeft, type Product } from '../../products'
import { cardThumb } from '../images'
import { categoryName, shopMessages } from '../messages'

export const cardDescriptionLength = 50

/**
 * A shop card; Add to Cart puts the first size and colour in the cart, quantity 1.
 * The first card's picture loads at once, first: it is the page's largest paint, which the server's
 * HTML preloads (internal/pages). The others load when near the screen: on a wide screen that is
 * right after the first paint, on a phone they no longer share its slow connection with it.
 */
export function ProductCard({ product, first = false }: { product: Product; first?: boolean }) {
  const locale = useLocale()
  const { card: words, ...shop } = shopMessages[locale]
  const [added, setAdded] = useState(false)
  useEffect(() => {
    if (!added) return
    const timer = window.setTimeout(() => setAdded(false), 1800)
    return () => window.clearTimeout(timer)
  }, [added])

  // The card adds the first size: when none of it is left, there is nothing to add.
  const soldOut = unitsLeft(product, product.sizes[0] ?? '') === 0
  const add = () => {
    if (soldOut) return
    updateCart((cart) => addItem(cart, product, product.sizes[0] ?? '', product.colors[0] ?? '', 1))
    setAdded(true)
  }
  const image = productImage(product, product.galleries[0], cardThumb)
  const picture = useRef<HTMLImageElement>(null)
  const near = useNearViewport(picture)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:focus-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      {/* The 400x300 thumbnail; products keep their whole shape (contain), slightly zoomed on hover. */}
      <img
        ref={picture}
        src={(first || near) && image ? image : undefined}
        alt=""
        width={400}
        height={300}
        fetchPriority={first ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-brand-50 object-contain transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-brand-600">{categoryName(shop, product.category)}</p>
        <h2 className="mt-1 text-lg font-bold leading-snug text-slate-900">
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {product.name}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{cutText(product.description, cardDescriptionLength)}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <p className="text-xl font-extrabold text-brand-900">{locale === 'fr' ? formatEuros(product.price) : formatDollarSign(product.price)}</p>
          {/* Above the card's link overlay, so it adds instead of opening the product. */}
          <button
            type="button"
            onClick={add}
            disabled={soldOut}
            aria-label={soldOut ? words.outOfStockOf(product.name) : added ? words.addedOf(product.name) : words.addOf(product.name)}
            className={`relative z-10 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold shadow-sm transition ${
              added ? 'bg-emerald-600 text-white' : soldOut ? 'cursor-not-allowed bg-slate-400 text-white' : 'bg-brand-700 text-white hover:bg-brand-900'
            }`}
          >
            {soldOut ? (
              words.outOfStock
            ) : added ? (
              <>
                <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
                  <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {words.added}
              </>
            ) : (
              words.add
            )}
          </button>
        </div>
        <span role="status" className="sr-only">
          {added ? words.wasAdded(product.name) : ''}
        </span>
      </div>
    </article>
  )
}
