import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatEuros } from '../../../../lib/money'
import type { Product } from '../../../products'
import { changeProductStock, type StockChange } from '../../api/changeProductStock'
import { optionsOf, stockChange, typedStock } from './stockChange'
import { listProducts } from '../../api/listProducts'
import { useSearchState } from '../../hooks/useSearchState'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { SearchBox } from '../ui/SearchBox'
import { StaffPage } from '../ui/StaffPage'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { stockMessages } from './messages'

const searchKeys = ['q'] as const

/** /staff/stock: the shop role's prices and stock, one form per product (each change audited). */
export function StockScreen() {
  const { values, page, set } = useSearchState(searchKeys)
  const q = values.q
  const words = useStaffWords(stockMessages)
  const products = useQuery({
    queryKey: staffKeys.stock(q, page),
    queryFn: () => listProducts({ q: q || undefined, page }),
    placeholderData: keepPreviousData,
  })
  return (
    <StaffPage title={words.title} intro={words.intro}>
      <div className="mb-4">
        <SearchBox value={q} onSearch={(text) => set({ q: text })} label={words.search} />
      </div>
      <Loadable query={products} label={words.loading}>
        {(data) => (
          <>
            {data.items.length === 0 && <p className="text-slate-700">{q ? words.noMatch(q) : words.none}</p>}
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.items.map((product) => (
                <li key={product.id}>
                  <StockForm product={product} />
                </li>
              ))}
            </ul>
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

function StockForm({ product: initial }: { product: Product }) {
  const words = useStaffWords(stockMessages)
  const [product, setProduct] = useState(initial)
  const [price, setPrice] = useState(initial.price.toFixed(2).replace('.', ','))
  const [stock, setStock] = useState(() => typedStock(initial))
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((change: StockChange) => changeProductStock(product.id, change), {
    fields: ['priceCents', 'stock'] as const,
    done: words.saved,
  })
  function submit() {
    const change = stockChange(product, price, stock, words.change)
    if (typeof change === 'string') return setLocalError(change)
    setLocalError('')
    action.submit(change, {
      onSuccess: (saved) => {
        setProduct(saved)
        setStock(typedStock(saved))
      },
    })
  }
  const label = (option: string) => (option ? words.size(option) : words.unitsLeft)
  return (
    <ActionForm title={product.name} button={words.save} busy={action.busy} error={localError || action.failure?.message} success={action.success} onSubmit={submit}>
      <p className="-mt-2 text-xs text-slate-500">
        {product.category} · {words.now(formatEuros(product.price))}
      </p>
      <ActionField id={`price-${product.id}`} label={words.price} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} error={action.failure?.fields.priceCents} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{words.stock}</legend>
        <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {optionsOf(product).map((option) => {
            const left = product.stock?.[option]
            return (
              <label key={option} className="text-xs font-semibold text-slate-700">
                {label(option)}
                <input
                  inputMode="numeric"
                  value={stock[option] ?? ''}
                  placeholder="∞"
                  aria-describedby={`left-${product.id}-${option}`}
                  onChange={(e) => setStock((s) => ({ ...s, [option]: e.target.value }))}
                  className={`mt-1 block w-full rounded-lg border px-2 py-1.5 text-right text-sm tabular-nums ${left === 0 ? 'border-red-400 bg-red-50' : 'border-slate-300 bg-white'}`}
                />
                <span id={`left-${product.id}-${option}`} className={`mt-0.5 block font-normal ${left === 0 ? 'text-red-700' : 'text-slate-500'}`}>
                  {left === undefined ? words.unlimited : left === 0 ? words.outOfStock : words.left(left)}
                </span>
              </label>
            )
          })}
        </div>
        {action.failure?.fields.stock && <p className="mt-1 text-sm font-semibold text-red-700">{action.failure.fields.stock}</p>}
      </fieldset>
    </ActionForm>
  )
}
