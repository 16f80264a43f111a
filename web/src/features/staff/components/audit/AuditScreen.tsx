import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listAudit } from '../../api/listAudit'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { auditMessages } from './messages'
import { useSearchState } from '../../hooks/useSearchState'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { StaffPage } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'

/** Every staff action, newest first: who, what, which record, before and after. No one can edit it. */
export function AuditScreen() {
  const { page, set } = useSearchState([] as const)
  const audit = useQuery({ queryKey: staffKeys.audit(page), queryFn: () => listAudit(page), placeholderData: keepPreviousData })
  const words = useStaffWords(auditMessages)
  const { when } = useStaffFormat()
  return (
    <StaffPage title={words.title} intro={words.intro}>
      <Loadable query={audit} label={words.loading}>
        {(data) => (
          <>
            <Table caption={words.caption} head={[words.head.when, words.head.who, words.head.action, words.head.record, words.head.change]} empty={data.items.length === 0 && words.none}>
              {data.items.map((row, i) => (
                <tr key={`${row.created}-${i}`}>
                  <td className={`${cell} whitespace-nowrap`}>{when(row.created)}</td>
                  <td className={cell}>{row.actorEmail}</td>
                  <td className={`${cell} font-mono text-xs`}>{row.action}</td>
                  <td className={`${cell} font-mono text-xs`}>
                    {row.collection}/{row.recordId}
                  </td>
                  <td className={cell}>
                    <details>
                      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                        {words.show}{' '}
                        <span className="sr-only">{words.showWhat(row.action, row.actorEmail, when(row.created))}</span>
                      </summary>
                      <div className="mt-2 grid gap-2 lg:grid-cols-2">
                        <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(row.before, null, 2)}</pre>
                        <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(row.after, null, 2)}</pre>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}
