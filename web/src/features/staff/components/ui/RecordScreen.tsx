import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Alert } from '../../../../components/Alert'
import { ActionColumn } from './ActionColumn'
import { Loadable } from './Loadable'
import { StaffPage } from './StaffPage'

type RecordScreenProps<T> = {
  title: string
  /** The list the record belongs to. */
  back: { to: string; label: string }
  query: UseQueryResult<T>
  /** The query's key: an action's answer (the record as it now is) replaces what it read. */
  queryKey: QueryKey
  loading: string
  /** The status badge and what goes beside it (amount, rhythm, date). */
  summary: (record: T) => ReactNode
  /** The payment provider's problem with it, in words; none when empty. */
  issue: (record: T) => string
  /** The record itself: its money or lines, its people, its history. */
  children: (record: T) => ReactNode
  /** What the action column shows above the last action's notice. */
  before?: (record: T) => ReactNode
  /** What can be done now; `changed` takes the record an action sent back and what it did. */
  actions: (record: T, changed: (record: T, done: string) => void) => ReactNode
}

/** One record of the staff space (a gift, an order): its page, its status, the record, and the column that acts on it. */
export function RecordScreen<T>({ title, back, query, queryKey, loading, summary, issue, children, before, actions }: RecordScreenProps<T>) {
  const queryClient = useQueryClient()
  return (
    <StaffPage title={title} actions={<Link to={back.to} className="text-sm font-semibold text-brand-700 underline">{back.label}</Link>}>
      <Loadable query={query} label={loading}>
        {(record) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="min-w-0 space-y-6">
              <div className="flex flex-wrap items-center gap-3">{summary(record)}</div>
              {issue(record) && <Alert tone="warning">{issue(record)}</Alert>}
              {children(record)}
            </div>
            <ActionColumn before={before?.(record)}>
              {(announce) =>
                actions(record, (changed, done) => {
                  queryClient.setQueryData(queryKey, changed)
                  announce(done)
                })
              }
            </ActionColumn>
          </div>
        )}
      </Loadable>
    </StaffPage>
  )
}
