import { useState, type FormEvent } from 'react'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'
import { Button } from '../../../../components/Button'

/**
 * The text of a search field whose applied search lives in the address: it
 * follows the address when that changes (Back, a cleared search) without the
 * field being rebuilt, so the focus stays in it after a search (and the list's
 * count, a live region, says what was found).
 */
export function useSearchText(applied: string) {
  const [text, setText] = useState(applied)
  const [shown, setShown] = useState(applied)
  if (applied !== shown) {
    setShown(applied)
    setText(applied)
  }
  return [text, setText] as const
}

/** A search field applied on Enter or with its button (not on each key: each search is a server query). */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (q: string) => void; label: string }) {
  const words = useStaffWords(uiMessages)
  const [text, setText] = useSearchText(value)
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2 sm:max-w-sm">
      <label className="sr-only" htmlFor="staff-search">
        {label}
      </label>
      <input
        id="staff-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={label}
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm"
      />
      <Button type="submit" variant="dark" size="sm">
        {words.search}
      </Button>
    </form>
  )
}
