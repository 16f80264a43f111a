import { useQuery } from '@tanstack/react-query'
import { addOrderNote } from '../../api/addOrderNote'
import { listOrderNotes } from '../../api/listOrderNotes'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionArea, ActionForm } from '../ui/ActionForm'
import { Loadable } from '../ui/Loadable'
import { Panel } from '../ui/StaffPage'
import { staffKeys } from '../../api/keys'
import { orderLimits } from '../../../../lib/signedInRules.gen'


/** The staff's internal notes on an order, oldest first, and the form adding one. The customer never sees them. */
export function OrderNotes({ orderId }: { orderId: string }) {
  const { notes: words } = useStaffWords(ordersMessages)
  const { when } = useStaffFormat()
  const notes = useQuery({ queryKey: staffKeys.orderNotes(orderId), queryFn: () => listOrderNotes(orderId) })
  const typed = useStaffDraft(`order-note:${orderId}`, { text: '' })
  const { text } = typed.draft
  // Once added, the field empties for the next note (the draft is reset, not only forgotten).
  const action = useStaffAction((note: string) => addOrderNote(orderId, note), {
    fields: ['text'] as const,
    done: words.done,
    draft: { forget: typed.reset },
  })
  return (
    <Panel title={words.title}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">{words.intro}</p>
      <Loadable query={notes} label={words.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="mb-4 text-sm text-slate-600">{words.none}</p>
          ) : (
            <ol aria-label={words.list} className="mb-4 space-y-3">
              {data.items.map((note) => (
                <li key={note.id} className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
                  <p className="whitespace-pre-line break-words text-slate-900">{note.text}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {note.authorName || note.authorEmail} · <time dateTime={note.created.replace(' ', 'T')}>{when(note.created)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </Loadable>
      <ActionForm title={words.add} button={words.button} busy={action.busy} error={action.failure?.message} success={action.success}
        onSubmit={() => action.submit(text.trim())}>
        <ActionArea id="order-note" label={words.note} rows={3} maxLength={orderLimits.note} value={text} onChange={(e) => typed.update({ text: e.target.value })}
          hint={words.hint(orderLimits.note)} error={action.failure?.fields.text} />
      </ActionForm>
    </Panel>
  )
}
