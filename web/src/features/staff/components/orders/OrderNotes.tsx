import { useQuery } from '@tanstack/react-query'
import { addOrderNote } from '../../api/addOrderNote'
import { listOrderNotes } from '../../api/listOrderNotes'
import { when } from '../../format'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionArea, ActionForm } from '../ui/ActionForm'
import { Loadable } from '../ui/Loadable'
import { Panel } from '../ui/StaffPage'
import { staffKeys } from '../../api/keys'

const maxLength = 2000

/** The staff's internal notes on an order, oldest first, and the form adding one. The customer never sees them. */
export function OrderNotes({ orderId }: { orderId: string }) {
  const notes = useQuery({ queryKey: staffKeys.orderNotes(orderId), queryFn: () => listOrderNotes(orderId) })
  const typed = useStaffDraft(`order-note:${orderId}`, { text: '' })
  const { text } = typed.draft
  // Once added, the field empties for the next note (the draft is reset, not only forgotten).
  const action = useStaffAction((note: string) => addOrderNote(orderId, note), {
    fields: ['text'] as const,
    done: 'Note added.',
    draft: { forget: typed.reset },
  })
  return (
    <Panel title="Internal notes">
      <p className="-mt-2 mb-3 text-sm text-slate-600">For the team only: the customer never sees them.</p>
      <Loadable query={notes} label="the notes">
        {(data) =>
          data.items.length === 0 ? (
            <p className="mb-4 text-sm text-slate-600">No note yet.</p>
          ) : (
            <ol aria-label="Notes" className="mb-4 space-y-3">
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
      <ActionForm title="Add a note" button="Add note" busy={action.busy} error={action.failure?.message} success={action.success}
        onSubmit={() => action.submit(text.trim())}>
        <ActionArea id="order-note" label="Note" rows={3} maxLength={maxLength} value={text} onChange={(e) => typed.update({ text: e.target.value })}
          hint={`Up to ${maxLength.toLocaleString('en-GB')} characters.`} error={action.failure?.fields.text} />
      </ActionForm>
    </Panel>
  )
}
