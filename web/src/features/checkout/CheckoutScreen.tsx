import { useMutation } from '@tanstack/react-query'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { controlProps, FormField } from '../../components/FormField'
import { Alert } from '../../components/Alert'
import { ErrorSummary } from '../../components/ErrorSummary'
import { SubmitButton } from '../../components/SubmitButton'
import { formatEuros } from '../../lib/money'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { emptyCartMessage, lineKey, lineTotal, Totals, useCart, type Cart } from '../cart'
import { ApiError } from '../../lib/apiFetch'
import { checkFilled } from '../../lib/formChecks'
import { placeOrder } from './api/placeOrder'
import { readOrderError, type OrderFailure } from './errors'
import type { ClientInfo } from '../../lib/contract.gen'
import { clientFields, type ClientField } from './types'
import { useLocale, useMessages } from '../../lib/i18n/useLocale'
import { checkoutMessages } from './messages'
import { checkoutLimits } from '../../lib/rules.gen'
import { ButtonLink } from '../../components/Button'

const empty: ClientInfo = { name: '', email: '', phone: '', address: '' }

export function CheckoutScreen() {
  const words = useMessages(checkoutMessages)
  useDocumentTitle(usePageTitle('checkout'))
  const cart = useCart()
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
        <header>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.shop}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{words.heading}</h1>
        </header>
        {cart.items.length === 0 ? (
          <div className="mt-10 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-xl font-extrabold text-slate-900">{emptyCartMessage}</p>
            <ButtonLink to="/shop" size="lg" className="mt-6">
              {words.continueShopping}
            </ButtonLink>
          </div>
        ) : (
          <CheckoutForm cart={cart} />
        )}
      </div>
    </main>
  )
}

function CheckoutForm({ cart }: { cart: Cart }) {
  const locale = useLocale()
  const words = checkoutMessages[locale]
  const clientLabels = words.labels
  const [, navigate] = useLocation()
  const [values, setValues] = useState<ClientInfo>(empty)
  const [failure, setFailure] = useState<OrderFailure | null>(null)
  const order = useMutation({
    mutationFn: () => placeOrder(cart.items, values),
    onMutate: () => setFailure(null),
    onSuccess: (placed) => navigate(`/payment/${placed.id}`),
    onError: (error) =>
      setFailure(
        error instanceof ApiError
          ? readOrderError(error, locale)
          : { message: words.notPlaced, fields: {}, items: {} },
      ),
  })

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as ClientField
    setValues((v) => ({ ...v, [name]: event.target.value }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (order.isPending) return
    const refused = checkFilled(values, clientFields, { email: 'email', phone: 'phone' }, locale)
    if (refused) setFailure({ ...refused, items: {} })
    else order.mutate()
  }
  const errorOf = (name: ClientField) => failure?.fields[name]
  const summary = clientFields.flatMap((name) => {
    const message = errorOf(name)
    return message ? [{ id: `checkout-${name}`, label: clientLabels[name], message }] : []
  })

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
      {/* The site's own messages, not the browser's bubbles (lib/formChecks.ts). */}
      <form noValidate onSubmit={submit} aria-labelledby="details-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h2 id="details-title" className="text-xl font-extrabold text-slate-900">
          {words.details}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{words.detailsHint}</p>
        {summary.length > 0 && (
          <div className="mt-6">
            <ErrorSummary errors={summary} attempt={failure} />
          </div>
        )}
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <FormField id="checkout-name" label={clientLabels.name} error={errorOf('name')} className="sm:col-span-2">
            <input {...controlProps('checkout-name', errorOf('name'))} name="name" type="text" autoComplete="name" maxLength={checkoutLimits.name} value={values.name} onChange={change} />
          </FormField>
          <FormField id="checkout-email" label={clientLabels.email} error={errorOf('email')}>
            <input {...controlProps('checkout-email', errorOf('email'))} name="email" type="email" autoComplete="email" maxLength={checkoutLimits.email} value={values.email} onChange={change} />
          </FormField>
          <FormField id="checkout-phone" label={clientLabels.phone} error={errorOf('phone')}>
            <input {...controlProps('checkout-phone', errorOf('phone'))} name="phone" type="tel" autoComplete="tel" maxLength={checkoutLimits.phone} value={values.phone} onChange={change} />
          </FormField>
          <FormField id="checkout-address" label={clientLabels.address} error={errorOf('address')} className="sm:col-span-2">
            <textarea {...controlProps('checkout-address', errorOf('address'))} name="address" rows={3} autoComplete="street-address" maxLength={checkoutLimits.address} value={values.address} onChange={change} />
          </FormField>
        </div>
        {failure && (
          <Alert className="mt-6">
            <p>{failure.message}</p>
            {Object.keys(failure.items).length > 0 && (
              <>
                <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
                  {Object.entries(failure.items).map(([index, message]) => (
                    <li key={index}>
                      {words.lineProblem(cart.items[Number(index)]?.name ?? words.anItem, message)}
                    </li>
                  ))}
                </ul>
                <Link to="/cart" className="mt-2 inline-block underline">
                  {words.reviewCart}
                </Link>
              </>
            )}
          </Alert>
        )}
        <SubmitButton
          busy={order.isPending}
          busyLabel={words.placing}
          busyText={words.confirming}
          size="xl" width="phone" className="mt-8 shadow"
        >
          {words.confirm}
        </SubmitButton>
      </form>
      <OrderSummary cart={cart} />
    </div>
  )
}

function OrderSummary({ cart }: { cart: Cart }) {
  const words = useMessages(checkoutMessages)
  return (
    <aside aria-labelledby="checkout-summary" className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="checkout-summary" className="text-lg font-extrabold text-slate-900">
        {words.yourOrder}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {cart.items.map((item) => (
          <li key={lineKey(item)} className="flex justify-between gap-3">
            <span className="text-slate-700">
              {item.quantity} × {item.name}
              <span className="block text-xs text-slate-500">{[item.size, item.color].filter(Boolean).join(' · ')}</span>
            </span>
            <span className="font-semibold tabular-nums text-slate-900">{formatEuros(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <Totals subtotal={cart.total} shipping={cart.tax} total={cart.totalWithTax} className="mt-4 border-t border-slate-200 pt-4 text-sm" />
      <Link to="/cart" className="mt-4 inline-block text-sm font-bold text-brand-700 hover:text-brand-900">
        {words.editCart}
      </Link>
    </aside>
  )
}
