import { useQuery } from '@tanstack/react-query'
import { listReconcileRuns } from '../../api/listReconcileRuns'
import { runReconcile } from '../../api/runReconcile'
import { when } from '../../format'
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
  const action = useStaffAction(() => runReconcile(), { fields: [] as const, done: 'Done: the run is at the top of the list.' })
  return (
    <StaffPage
      title="Provider check"
      intro="Every night the site asks Stripe and PayPal for anything their notifications missed (a renewal paid, a subscription ended) and applies it. Nothing is ever counted twice."
    >
      <ActionForm title="Check now" button="Check Stripe and PayPal now" busy={action.busy} error={action.failure?.message} success={action.success}
        onSubmit={() => action.submit(undefined)}>
        <p className="text-sm text-slate-600">Use it when a donor says a payment or a cancellation is missing here. It takes a few seconds.</p>
      </ActionForm>
      <Loadable query={runs} label="the checks">
        {(data) => (
          <>
            <OpenDisputes disputes={data.disputes} />
            <Table caption="Checks, newest first" head={['When', 'Started by', 'Looked at', 'Repaired', 'Problems']}
              empty={data.items.length === 0 && 'No check has run yet: the first runs tonight.'}>
              {data.items.map((run) => (
                <tr key={run.id}>
                  <td className={`${cell} whitespace-nowrap`}>{when(run.created)}</td>
                  <td className={cell}>{run.trigger === 'nightly' ? 'Nightly' : run.actorEmail}</td>
                  <td className={cell}>
                    {run.looked.stripeEvents} Stripe events, {run.looked.paypalSubscriptions} PayPal subscriptions since {when(run.since)}
                  </td>
                  <td className={cell}>
                    {run.repaired.length === 0 ? (
                      'Nothing was missing.'
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
