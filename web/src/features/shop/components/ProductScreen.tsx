import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { Button } from '../../../components/Button'
import { Spinner } from '../../../components/Spinner'
import { formatEuros } from '../../../lib/money'
import { previewTextLength, previewThumb, useDocumentTitle, useMissingTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { fileURL } from '../../../lib/records'
import { cutText } from '../../../lib/text'
import { FetchError } from '../../../components/FetchError'
import { isNotFound } from '../../../lib/apiFetch'
import { addItem, findLine, updateCart, useCart } from '../../cart'
import { unitsLeft, useProduct, type Product } from '../../products'
import { Gallery } from './Gallery'
import { useLocale, useMessages } from '../../../lib/i18n/useLocale'
import { categoryName, shopMessages } from '../messages'
import { QuantityStepper } from '../../../components/QuantityStepper'

/** The spec's fixed reviews text beside the five decorative stars. */
export const reviewsText = shopMessages.en.product.reviews

export function ProductScreen() {
  const { slug = '' } = useParams()
  const product = useProduct(slug)
  const notFound = product.isError && isNotFound(product.error)
  const words = useMessages(shopMessages).product
  const missingTitle = useMissingTitle()
  const pageTitle = usePageTitle('product')
  useDocumentTitle(product.data?.name ?? (notFound ? missingTitle : pageTitle), {
    description: product.data && cutText(product.data.description, previewTextLength),
    image: product.data && fileURL(product.data, product.data.galleries[0] ?? '', previewThumb),
  })

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:pt-10">
        <Link to="/shop" className="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:text-brand-900">
          <span aria-hidden="true">←</span> {words.back}
        </Link>
        {product.isPending ? (
          <div className="flex justify-center py-24">
            <Spinner size={64} label={words.loading} />
          </div>
        ) : notFound ? (
          <div className="py-24 text-center">
            <h1 className="text-2xl font-extrabold text-red-700">{missingTitle}</h1>
            <p className="mt-2 text-slate-600">{words.gone}</p>
          </div>
        ) : product.isError ? (
          <div className="py-16">
            <FetchError onRetry={() => void product.refetch()} retrying={product.isFetching} />
          </div>
        ) : (
          <ProductDetails key={product.data.id} product={product.data} />
        )}
      </div>
    </main>
  )
}

function ProductDetails({ product }: { product: Product }) {
  const locale = useLocale()
  const { product: words, ...shop } = shopMessages[locale]
  const cart = useCart()
  const [color, setColor] = useState(product.colors[0] ?? '')
  const [size, setSize] = useState(product.sizes[0] ?? '')
  const inCart = findLine(cart, { id: product.id, size, color })
  const [quantity, setQuantity] = useState(inCart?.quantity ?? 1)
  const [notice, setNotice] = useState('')

  // Choosing another size or colour shows that line's quantity when it is in the cart.
  const choose = (nextSize: string, nextColor: string) => {
    setSize(nextSize)
    setColor(nextColor)
    setQuantity(findLine(cart, { id: product.id, size: nextSize, color: nextColor })?.quantity ?? 1)
    setNotice('')
  }

  // Stock is counted by size (or for the whole product): none left cannot be added, and no more than is left.
  const left = unitsLeft(product, size)
  const soldOut = left === 0
  const tooMany = left !== undefined && left > 0 && quantity > left
  const add = () => {
    if (soldOut || tooMany) return
    updateCart((c) => addItem(c, product, size, color, quantity))
    setNotice(inCart ? words.cartHolds(quantity, product.name) : shop.card.wasAdded(product.name))
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
      <Gallery product={product} />
      <div>
        <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{categoryName(shop, product.category)}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
        <div className="mt-3 flex items-center gap-2">
          <span className="flex text-accent-400" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <svg key={i} viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
              </svg>
            ))}
          </span>
          <span className="text-sm text-slate-500">{words.reviews}</span>
        </div>
        <p className="mt-5 text-3xl font-extrabold text-brand-900">{formatEuros(product.price)}</p>
        <p className="mt-5 leading-relaxed text-slate-700">{product.description}</p>

        {product.colors.length > 0 && (
          <Choices legend={words.colour} name="color" options={product.colors} value={color} onChange={(c) => choose(size, c)} />
        )}
        {product.sizes.length > 0 && (
          <Choices
            legend={words.size}
            name="size"
            options={product.sizes}
            value={size}
            onChange={(v) => choose(v, color)}
            soldOut={(option) => unitsLeft(product, option) === 0}
          />
        )}

        <div className="mt-6">
          <p id="quantity-label" className="text-sm font-bold text-slate-800">
            {words.quantity}
          </p>
          <QuantityStepper labelledBy="quantity-label" name={product.name} value={quantity} onChange={setQuantity} className="mt-2" size="lg" />
        </div>
        {(soldOut || tooMany) && (
          <p id="stock-note" className="mt-4 text-sm font-bold text-red-700">
            {soldOut
              ? product.sizes.length > 0
                ? words.soldOutIn(size)
                : words.soldOut
              : words.onlyLeft(left, product.sizes.length > 0 ? size : null)}
          </p>
        )}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="cart"
            size="tall"
            onClick={add}
            disabled={soldOut || tooMany}
            aria-describedby={soldOut || tooMany ? 'stock-note' : undefined}
            className="flex-1 shadow"
          >
            {soldOut ? shop.card.outOfStock : inCart ? words.updateCart : words.addToCart}
          </Button>
          <Link
            to="/cart"
            className="inline-flex flex-1 items-center justify-center rounded-full bg-white px-6 py-3.5 font-bold text-brand-900 shadow-sm ring-1 ring-slate-300 transition hover:bg-brand-50"
          >
            {words.viewCart}
          </Link>
        </div>
        <p role="status" className="mt-3 min-h-6 text-sm font-semibold text-emerald-700">
          {notice}
        </p>

        <ul className="mt-4 space-y-3 rounded-2xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
          <li className="flex items-center gap-3">
            <Icon path="M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" />
            {words.delivery}
          </li>
          <li className="flex items-center gap-3">
            <Icon path="M12 3l7 3v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6zM9 12l2 2 4-4" />
            {words.warranty}
          </li>
        </ul>
      </div>
    </div>
  )
}

function Icon({ path }: { path: string }) {
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true">
        <path d={path} />
      </svg>
    </span>
  )
}

/** A row of pill-shaped radio buttons, each 44 px at least (a finger's target); an option sold out says so (still choosable, to read it). */
function Choices({
  legend,
  name,
  options,
  value,
  onChange,
  soldOut = () => false,
}: {
  legend: string
  name: string
  options: string[]
  value: string
  onChange: (value: string) => void
  soldOut?: (option: string) => boolean
}) {
  const words = useMessages(shopMessages)
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-bold text-slate-800">
        {legend}
        {words.product.colon}
        <span className="font-semibold text-slate-600">{value}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-bold ring-1 transition has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:focus-ring bg-white text-slate-700 ring-slate-300 hover:ring-brand-500"
          >
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} className="sr-only" />
            {soldOut(option) ? (
              <>
                <span className="line-through decoration-2">{option}</span>{' '}
                <span className="ml-1 text-xs font-semibold">{words.card.outOfStock}</span>
              </>
            ) : (
              option
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
