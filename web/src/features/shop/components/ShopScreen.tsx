import { lazy, Suspense, useId, useRef } from 'react'
import { useSearchParams } from 'wouter'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { plural } from '../../../lib/i18n/plural'
import { useLocale, useMessages } from '../../../lib/i18n/useLocale'
import { categoryName, shopMessages } from '../messages'
import { useNearViewport } from '../../../lib/useNearViewport'
import { CartLink } from '../../cart'
import { categories, type Category } from '../categories'
import { shopSearch } from '../filter'
import { useProducts } from '../../products'
import { FetchError } from '../../../components/FetchError'
import { ProductCard } from './ProductCard'
import { Button } from '../../../components/Button'

/** The pager: most shops fit one page, so its code loads only when there is more than one. */
const Pagination = lazy(() => import('../../../components/Pagination').then((m) => ({ default: m.Pagination })))

/** /shop: search by name and category chips, kept in the URL (?q=, ?category=) so a reload or a link keeps them. */
export function ShopScreen() {
  const locale = useLocale()
  const words = shopMessages[locale]
  useDocumentTitle(usePageTitle('shop'))
  const [params, setParams] = useSearchParams()
  const asked = shopSearch(params)
  const { search, category } = asked
  const products = useProducts(asked.page, asked.filter)
  const searchId = useId()

  // A new search or category starts again from its first page (?page= only beyond it).
  const update = (q: string, c: Category, page = 1) => {
    const next = new URLSearchParams()
    if (q) next.set('q', q)
    if (c !== 'All') next.set('category', c)
    if (page > 1) next.set('page', String(page))
    setParams(next, { replace: page === 1 })
  }
  const shown = products.data?.items ?? []
  const count = products.data?.totalItems ?? 0

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
        <div className="flex items-start justify-between gap-4">
          <header className="max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{words.heading}</h1>
            <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
              {words.lead}
            </p>
          </header>
          <CartLink />
        </div>

        <div className="mt-8 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <label htmlFor={searchId} className="sr-only">
            {words.searchLabel}
          </label>
          <div className="relative">
            <svg viewBox="0 0 24 24" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" strokeLinecap="round" />
            </svg>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => update(e.target.value, category)}
              placeholder={words.searchPlaceholder}
              autoComplete="off"
              className="block w-full rounded-full border border-slate-200 bg-slate-50 py-3 pl-12 pr-4 text-slate-900 placeholder:text-slate-400 focus:bg-white"
            />
          </div>
          <div role="group" aria-label={words.categories} className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
            {categories.map((c) => {
              const active = c === category
              return (
                <button
                  key={c}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update(search, c)}
                  className={`shrink-0 rounded-full px-4 py-2 text-sm font-bold transition ${
                    active ? 'bg-brand-700 text-white shadow-sm' : 'bg-slate-100 text-slate-700 hover:bg-brand-100 hover:text-brand-900'
                  }`}
                >
                  {words.category[c]}
                </button>
              )
            })}
          </div>
        </div>

        <section aria-label={words.products} className="mt-8">
          {products.isPending ? (
            <div className="flex justify-center py-20">
              <Spinner size={64} label={words.loadingProducts} />
            </div>
          ) : products.isError ? (
            <FetchError onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : shown.length === 0 ? (
            <div role="status" className="mx-auto max-w-md rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <p className="text-lg font-bold text-slate-900">{words.noMatch}</p>
              <p className="mt-2 text-slate-600">
                {words.nothingFound(search, category === 'All' ? null : categoryName(words, category))}
              </p>
              <Button
                type="button"
                onClick={() => update('', 'All')}
                size="md" className="mt-6"
              >
                {words.showAll}
              </Button>
            </div>
          ) : (
            <>
              <p className="sr-only" role="status">
                {plural(locale, count, words.count)}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} first={index === 0} />
                  </li>
                ))}
              </ul>
              {products.data.totalPages > 1 && (
                <ProductsPager page={products.data.page} total={products.data.totalPages} onChange={(page) => update(search, category, page)} />
              )}
            </>
          )}
        </section>
      </div>
    </main>
  )
}

/**
 * The pages of the catalogue, below its twelve cards: their code loads once the spot nears the
 * screen, not with the first screen, which never shows them. The spot keeps the pager's height, so
 * nothing moves when it comes.
 */
function ProductsPager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const spot = useRef<HTMLDivElement>(null)
  const near = useNearViewport(spot)
  const words = useMessages(shopMessages)
  return (
    <div ref={spot} className="min-h-22">
      {near && (
        <Suspense fallback={null}>
          <Pagination page={page} total={total} onChange={onChange} label={words.pages} />
        </Suspense>
      )}
    </div>
  )
}
