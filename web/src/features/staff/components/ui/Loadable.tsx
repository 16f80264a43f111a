import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FetchError } from '../../../../components/FetchError'
import { Spinner } from '../../../../components/Spinner'
import { isNotFound } from '../../../../lib/apiFetch'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'

/** A query's three states: a spinner, the failure with a retry (or "not found"), then the data. */
export function Loadable<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  const words = useStaffWords(uiMessages)
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size={40} label={words.loading(label)} />
      </div>
    )
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <p className="rounded-2xl bg-white p-8 text-center font-semibold text-slate-700 ring-1 ring-slate-200">{words.notFound}</p>
    return <FetchError onRetry={() => void query.refetch()} retrying={query.isFetching} className="my-8" />
  }
  return <>{children(query.data)}</>
}
