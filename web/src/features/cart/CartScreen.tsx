import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'wouter'
import { Alert } from '../../components/Alert'
import { QuantityStepper } from '../../components/QuantityStepper'
import { formatEuros } from '../../lib/money'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { productImage, useCartProducts, type Product } from '../products'
import { lineKey, lineTotal, reconcile, removeItem, setQuantity, type Cart, type CartItem } from './cart'
import { getCart, saveCart, updateCart, useCart } from './store'
import { Totals } from './Totals'
import { useMessages } from '../../lib/i18n/useLocale'
import { cartMessages } from './messages'
import { ButtonLink } from '../../components/Button'

export function CartScreen() {
  const words = useMessages(cartMessages)
  useDocumentTitle(usePageTitle('cart'))
  const cart = useCart()
  const dropped = useDropMissingProducts(cart)
  const heading = useRef<HTMLHeadingElement>(null)

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
        <header>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.shop}</p>
          <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none sm:text-5xl">
            {words.heading}
          </h1>
        </header>
        {dropped.length > 0 && (
          <Alert tone="warning" className="mt-6">
            {words.dropped(dropped)}
          </Alert>
        )}
        {cart.items.length === 0 ? <EmptyCart /> : <FilledCart cart={cart} onEmptied={() => heading.current?.focus()} />}
      </div>
    </main>
  )
}

/**
 * Checks the cart's products against the catalogue once loaded: lines whose
 * product is gone are dropped (their names are returned for the notice) and
 * the others take the current name and price.
 */
function useDropMissingProducts(cart: Cart): string[] {
  const products = useCartProducts(cart.items.map((item) => item.id))
  const [dropped, setDropped] = useState<string[]>([])
  // The names are noted while rendering the new answer (React's "adjust state when
  // a value changes"); the stored cart, an external store, is updated by the effect.
  const [checked, setChecked] = useState<Product[]>()
  if (products.data !== checked) {
    setChecked(products.data)
    const gone = products.data ? reconcile(cart, products.data).dropped : []
    if (gone.length > 0) setDropped([...dropped, ...gone.map((item) => item.name)])
  }
  useEffect(() => {
    if (!products.data) return
    const result = reconcile(getCart(), products.data)
    if (result.changed) saveCart(result.cart)
  }, [products.data])
  return dropped
}

function EmptyCart() {
  const words = useMessages(cartMessages)
  return (
    <div className="mt-10 rounded-3xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
          <path d="M5 8h14l-1.2 11.1A2 2 0 0 1 15.8 21H8.2a2 2 0 0 1-2-1.9Z" />
          <path d="M9 10V7a3 3 0 0 1 6 0v3" />
        </svg>
      </span>
      <p className="mt-5 text-xl font-extrabold text-slate-900">{words.empty}</p>
      <p className="mt-2 text-slate-600">{words.emptyLead}</p>
      <ButtonLink to="/shop" size="lg" className="mt-8 shadow">
        {words.continueShopping}
      </ButtonLink>
    </div>
  )
}

function FilledCart({ cart, onEmptied }: { cart: Cart; onEmptied: () => void }) {
  const words = useMessages(cartMessages)
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-label={words.items} className="min-w-0">
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
          {cart.items.map((item) => (
            <CartLine key={lineKey(item)} item={item} onEmptied={onEmptied} />
          ))}
        </ul>
      </section>
      <Summary cart={cart} />
    </div>
  )
}

function CartLine({ item, onEmptied }: { item: CartItem; onEmptied: () => void }) {
  const words = useMessages(cartMessages)
  const image = productImage(item, item.galleries[0], '100x100')
  const options = [item.size, item.color].filter(Boolean).join(' · ')
  // The removed button leaves the page: the focus goes on to the next line's Remove
  // (else the previous one's), or to the heading when the cart is left empty,
  // instead of falling back to the page and losing the keyboard user's place.
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const line = event.currentTarget.closest('li')
    const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLButtonElement>('[data-remove]')
    if (neighbour) neighbour.focus()
    else onEmptied()
    updateCart((c) => removeItem(c, item))
  }
  return (
    <li className="relative flex gap-3 p-4 sm:gap-4 sm:p-5">
      <Link to={`/product/${item.id}`} className="h-16 w-16 shrink-0 overflow-hidden rounded-2xl bg-brand-50 sm:h-24 sm:w-24" tabIndex={-1} aria-hidden="true">
        {image && <img src={image} alt="" width={100} height={100} className="h-full w-full object-cover" />}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 pr-8 sm:pr-0">
          <h2 className="font-bold text-slate-900">
            <Link to={`/product/${item.id}`} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h2>
          {options && <p className="text-sm text-slate-500">{options}</p>}
          <p className="mt-1 text-sm text-slate-600">
            <span className="sr-only">{words.unitPrice}</span>
            {formatEuros(item.price)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          <QuantityStepper name={item.name} value={item.quantity} onChange={(q) => updateCart((c) => setQuantity(c, item, q))} />
          <p className="text-right font-extrabold tabular-nums text-slate-900 sm:w-24">
            <span className="sr-only">{words.lineTotal}</span>
            {formatEuros(lineTotal(item))}
          </p>
          <button
            type="button"
            onClick={remove}
            data-remove
            aria-label={words.remove(item.name, options)}
            className="absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full text-slate-400 transition hover:bg-red-50 hover:text-red-700 sm:static"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </button>
        </div>
      </div>
    </li>
  )
}

function Summary({ cart }: { cart: Cart }) {
  const words = useMessages(cartMessages)
  return (
    <aside aria-labelledby="summary-title" className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
      <h2 id="summary-title" className="text-lg font-extrabold text-slate-900">
        {words.summary}
      </h2>
      <Totals subtotal={cart.total} shipping={cart.tax} total={cart.totalWithTax} className="mt-4" />
      <Link to="/checkout" className="mt-6 block rounded-full bg-accent-400 px-6 py-3.5 text-center font-extrabold text-brand-900 shadow-sm transition hover:bg-accent-500">
        {words.proceed}
      </Link>
      <Link to="/shop" className="mt-3 block rounded-full px-6 py-3 text-center font-bold text-brand-700 ring-1 ring-slate-300 transition hover:bg-brand-50">
        {words.continueShopping}
      </Link>
      <p className="mt-4 text-xs text-slate-500">{words.shippingNote}</p>
    </aside>
  )
}
