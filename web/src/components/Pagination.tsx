import { pageButtons } from '../lib/pageButtons'

type PaginationProps = {
  page: number
  total: number
  onChange: (page: number) => void
  /** Names the navigation landmark, e.g. "Articles pages". */
  label?: string
  previousLabel?: string
  nextLabel?: string
}

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors'

/** Précédent, numbered buttons, Suivant; hidden when there is a single page or none. */
export function Pagination({
  page,
  total,
  onChange,
  label = 'Pagination',
  previousLabel = 'Précédent',
  nextLabel = 'Suivant',
}: PaginationProps) {
  if (total <= 1) return null
  const edge = `${base} border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:border-slate-200`
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button type="button" className={edge} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {previousLabel}
          </button>
        </li>
        {pageButtons(page, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
                className={`${base} ${
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={edge} disabled={page >= total} onClick={() => onChange(page + 1)}>
            {nextLabel}
          </button>
        </li>
      </ul>
    </nav>
  )
}
