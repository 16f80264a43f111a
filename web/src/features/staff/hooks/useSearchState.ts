import { useCallback } from 'react'
import { useSearchParams } from 'wouter'
import { parsePage } from '../../../lib/pagination'

/**
 * A list's filters and page live in the URL: a reload, a shared link or the
 * back button shows the same list. Changing a filter goes back to page 1.
 */
export function useSearchState<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>
  const page = parsePage(params.get('page'))
  const set = useCallback(
    (changes: Partial<Record<Key | 'page', string | number>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (!('page' in changes)) next.delete('page')
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined || value === 1) next.delete(key)
          else next.set(key, String(value))
        }
        return next
      })
    },
    [setParams],
  )
  return { values, page, set }
}
