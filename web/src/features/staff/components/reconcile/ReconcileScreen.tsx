import { useQuery } from '@tanstack/react-query'
import { listReconcileRuns } from '../../api/listReconcileRuns'
import { runReconcile } from '../../api/runReconcile'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { reconcileMessages } from './messages'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionForm } from '../ui/ActionForm'
import { Loadable } from '../ui/Loadable'
import { StaffPage } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'
import { OpenDisputes } from './OpenDisputes'

/** The runs that keep our gifts true to Stripe and PayPal, nightly or on demand. */
export function ReconcileScreen() {
  const runs = useQuery({ queryKey: staffKeys.reconcile, queryFn: listReconcileRuns })
  const t = useStaffWords(reconcileMessages)
  const { when } = useStaffFormat()
  const h = t.head
  const action = useStaffAction(() => runReconcile(), { fields: [] as const, done: t.done })
  return (
    <StaffPage
      title={t.title}
      intro={t.intro}
    >
      <ActionForm title={t.checkNow} button={t.checkButton} busy={action.busy} error={action.failure?.message} success={action.success}
        onSubmit={() => action.submit(undefined)}>
        <p className="text-sm text-slate-600">{t.checkHint}</p>
      </ActionForm>
      <Loadable query={runs} label={t.loading}>
        {(data) => (
          <>
            <OpenDisputes disputes={data.disputes} />
            <Table caption={t.caption} head={[h.when, h.startedBy, h.lookedAt, h.repaired, h.problems]}
              empty={data.items.length === 0 && t.noRun}>
              {data.items.map((run) => (
                <tr key={run.id}>
                  <td className={`${cell} whitespace-nowrap`}>{when(run.created)}</td>
                  <td className={cell}>{run.trigger === 'nightly' ? t.nightly : run.actorEmail}</td>
                  <td className={cell}>
                    {t.looked(run.looked.stripeEvents, run.looked.paypalSubscriptions, when(run.since))}
                  </td>
                  <td className={cell}>
                    {run.repaired.length === 0 ? (
                      t.nothingMissing
                    ) : (
                      <ul className="list-disc space-y-1 pl-4">
                        {run.repaired.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={`${cell} whitespace-pre-line text-amber-900`}>{run.problems || '—'}</td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}
