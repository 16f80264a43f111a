import { useState } from 'react'
import { Alert } from '../../../../components/Alert'
import { downloadPackingSlips } from '../../api/downloadPackingSlips'
import type { BulkShipped, ShipNote } from '../../../../lib/contract.gen'
import { shipOrders } from '../../api/shipOrders'
import { useStaffAction } from '../../hooks/useStaffAction'

/** Orders of the outcome, each with what to know about it. */
function Notes({ notes, labels }: { notes: ShipNote[]; labels: Map<string, string> }) {
  if (notes.length === 0) return null
  return (
    <ul className="mt-1 list-disc pl-5 font-normal">
      {notes.map((r) => (
        <li key={r.id}>
          {labels.get(r.id) ?? r.id}: {r.message}
        </li>
      ))}
    </ul>
  )
}

/**
 * The outcome of a bulk "mark shipped", in words: each order left as it was and why, then each
 * shipped one that was paid while out of stock (its parcel may lack the missing units).
 */
function Outcome({ result, labels }: { result: BulkShipped; labels: Map<string, string> }) {
  const n = result.shipped.length
  const warn = result.refused.length > 0 || result.outOfStock.length > 0
  return (
    <Alert tone={warn ? 'warning' : 'success'} role="status" focusKey={result} className="mb-4">
      {n === 1 ? '1 order marked shipped' : `${n} orders marked shipped`}; {n === 1 ? 'its customer was' : 'their customers were'} mailed.
      <Notes notes={result.refused} labels={labels} />
      <Notes notes={result.outOfStock} labels={labels} />
    </Alert>
  )
}

/**
 * The to-ship list's selection: which orders are ticked, the button printing their packing slips
 * and the one that marks them all shipped at once (no carrier or tracking number: open an order to
 * give them).
 */
export function useBulkShip(labels: Map<string, string>) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [result, setResult] = useState<BulkShipped | null>(null)
  const action = useStaffAction(shipOrders, {
    fields: ['ids'] as const,
    onDone: (output) => {
      setResult(output)
      setSelected(new Set())
    },
  })
  // The ticked orders' packing slips, one page each: the selection stays, to mark them shipped next.
  const slips = useStaffAction(downloadPackingSlips, { fields: ['ids'] as const })
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const bar = (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={selected.size === 0 || action.busy}
        onClick={() => action.submit([...selected])}
        className="rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-900 disabled:opacity-50"
      >
        {action.busy ? 'Marking shipped…' : `Mark ${selected.size} shipped`}
      </button>
      <button
        type="button"
        disabled={selected.size === 0 || slips.busy}
        onClick={() => slips.submit([...selected])}
        className="rounded-full bg-slate-800 px-4 py-2 text-sm font-bold text-white hover:bg-slate-900 disabled:opacity-50"
      >
        {slips.busy ? 'Preparing packing slips…' : 'Print packing slips'}
      </button>
      <span className="text-sm text-slate-600">Tick the parcels: print their slips, then mark those that left shipped (their customers are mailed).</span>
      {[action.failure, slips.failure].map(
        (failure, i) =>
          failure && (
            <span key={i} role="alert" className="text-sm font-semibold text-red-700">
              {failure.message}
            </span>
          ),
      )}
    </div>
  )
  return { selected, toggle, setSelected, bar, outcome: result && <Outcome result={result} labels={labels} /> }
}
