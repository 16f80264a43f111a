import { Pagination } from '../../../../components/Pagination'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'

/** "41–60 of 230" and the page buttons of a server-paged list. */
export function ListPager({ page, perPage, totalItems, totalPages, onPage, label }: {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
  label: string
}) {
  const words = useStaffWords(uiMessages)
  const first = totalItems === 0 ? 0 : (page - 1) * perPage + 1
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {totalItems === 0 ? words.none : words.range(first, Math.min(page * perPage, totalItems), totalItems)}
      </p>
      <Pagination page={page} total={totalPages} onChange={onPage} label={label} previousLabel={words.previous} nextLabel={words.next} />
    </div>
  )
}
