import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRef, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { Alert } from '../../../../components/Alert'
import { Pagination } from '../../../../components/Pagination'
import type { Page } from '../../../../lib/contract.gen'
import { useSearchState } from '../../hooks/useSearchState'
import { Filter, Select } from '../ui/Filter'
import { Loadable } from '../ui/Loadable'
import { useSearchText } from '../ui/SearchBox'
import { StaffPage } from '../ui/StaffPage'
import { Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { editPath, type ContentKind } from './kinds'
import { contentMessages } from './messages'
import { Button, ButtonLink } from '../../../../components/Button'

type ContentListProps<Row> = {
  kind: ContentKind
  title: string
  /** The search field's label ("Search by title"). */
  searchLabel: string
  load: (filters: { q?: string; state?: string; page: number }) => Promise<Page<Row>>
  head: string[]
  /** One table row (a <tr> with its key). */
  row: (item: Row) => ReactNode
  /** A choice of states to list (the articles'), beside the search: its values and their words. */
  states?: { options: readonly string[]; label: (value: string) => string }
}

const searchKeys = ['q', 'state'] as const

/** A list of articles or products: search, state and page in the URL, a link to each editor and to a new one. */
export function ContentList<Row>({ kind, title, searchLabel, load, head, row, states }: ContentListProps<Row>) {
  const words = useStaffWords(contentMessages)
  const w = words.list
  const k = words.kinds[kind.noun]
  const { values, page, set } = useSearchState(searchKeys)
  const q = values.q
  const shown = states?.options.includes(values.state) ? values.state : ''
  const query = useQuery({
    queryKey: staffKeys.contentList(kind.staffKey, q, page, shown),
    queryFn: () => load({ q: q || undefined, state: shown || undefined, page }),
    placeholderData: keepPreviousData,
  })
  const state: unknown = useHistoryState()
  const notice = state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : ''
  return (
    <StaffPage
      title={title}
      actions={
        <ButtonLink to={editPath(kind, 'new')}>
          {k.new}
        </ButtonLink>
      }
    >
      {notice && (
        <Alert tone="success" role="status" className="mb-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <SearchForm label={searchLabel} words={w} initial={q} onSearch={(text) => set({ q: text })} />
        {states && (
          <div className="w-48">
            <Filter label={w.show} id={`${kind.noun}-state`}>
              <Select id={`${kind.noun}-state`} value={shown} onChange={(value) => set({ state: value })} options={states.options} label={states.label} all={k.every} />
            </Filter>
          </div>
        )}
      </div>
      <Loadable query={query} label={k.plural}>
        {(data) => (
          <>
            <Table caption={title} head={head} empty={data.items.length === 0 && (q ? k.noneMatch(q) : shown ? k.noneHere : k.noneYet)}>
              {data.items.map(row)}
            </Table>
            <Pagination
              page={data.page}
              total={data.totalPages}
              onChange={(next) => set({ page: next })}
              label={w.pages(title)}
              previousLabel={w.previous}
              nextLabel={w.next}
            />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

/** The search field; "Clear search" gives the focus to the field it empties. */
function SearchForm({ label, words, initial, onSearch }: { label: string; words: { search: string; clearSearch: string }; initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useSearchText(initial)
  const field = useRef<HTMLInputElement>(null)
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 flex-wrap items-end gap-2">
      <label className="min-w-60 flex-1 sm:max-w-sm">
        <span className="block text-sm font-bold text-slate-800">{label}</span>
        <input
          ref={field}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="mt-1.5 block w-full rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-slate-900"
        />
      </label>
      <Button type="submit" variant="secondary" size="sm">
        {words.search}
      </Button>
      {initial && (
        <button
          type="button"
          onClick={() => {
            onSearch('')
            field.current?.focus()
          }}
          className="px-2 py-2 text-sm font-semibold text-slate-600 underline">
          {words.clearSearch}
        </button>
      )}
    </form>
  )
}

/** A row's link to its record's editor. */
export function EditLink({ kind, id, children }: { kind: ContentKind; id: string; children: ReactNode }) {
  return (
    <Link to={editPath(kind, id)} className="font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  )
}
