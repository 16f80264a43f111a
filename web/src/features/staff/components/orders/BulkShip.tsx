import { useState } from 'react'
import { Alert } from '../../../../components/Alert'
import { downloadPackingSlips } from '../../api/downloadPackingSlips'
import type { BulkShipped, ShipNote } from '../../../../lib/contract.gen'
import { shipOrders } from '../../api/shipOrders'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
import { CarrierField, TrackingField } from './ShippingFields'
import { Button } from '../../../../components/Button'

/** Orders of the outcome, each with what to know about it. */
function Notes({ notes, labels }: { notes: ShipNote[]; labels: Map<string, string> }) {
  const { bulk: words } = useStaffWords(ordersMessages)
  if (notes.length === 0) return null
  return (
    <ul className="mt-1 list-disc pl-5 font-normal">
      {notes.map((r) => (
        <li key={r.id}>
          {words.note(labels.get(r.id) ?? r.id, r.message)}
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
  const { bulk: words } = useStaffWords(ordersMessages)
  const n = result.shipped.length
  const warn = result.refused.length > 0 || result.outOfStock.length > 0
  return (
    <Alert tone={warn ? 'warning' : 'success'} role="status" focusKey={result} className="mb-4">
      {words.marked(n)}
      <Notes notes={result.refused} labels={labels} />
      <Notes notes={result.outOfStock} labels={labels} />
    </Alert>
  )
}

/**
 * The to-ship list's selection: which orders are ticked, the button printing their packing slips
 * and the one that marks them all shipped at once, with the carrier and each parcel's tracking
 * number (both optional, as on one order). Nothing ticked: only the way to start is shown.
 */
export function useBulkShip(labels: Map<string, string>) {
  const { bulk: words } = useStaffWords(ordersMessages)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState<Record<string, string>>({})
  const [result, setResult] = useState<BulkShipped | null>(null)
  const ids = [...selected]
  // The server checks each parcel by one order's rule and names a wrong tracking number by its order.
  const action = useStaffAction(shipOrders, {
    fields: ['ids', 'carrier', 'trackingNumbers', ...ids.map((id) => `trackingNumbers.${id}`)],
    onDone: (output) => {
      setResult(output)
      setSelected(new Set())
      setTracking({})
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
  const ship = () => {
    const trackingNumbers = Object.fromEntries(ids.map((id) => [id, (tracking[id] ?? '').trim()]).filter(([, n]) => n !== ''))
    action.submit({ ids, carrier: carrier.trim(), trackingNumbers })
  }
  const bar =
    ids.length === 0 ? (
      <p className="mb-3 text-sm text-slate-600">{words.hint}</p>
    ) : (
      <div className="mb-3 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            disabled={slips.busy}
            onClick={() => slips.submit(ids)}
            variant="dark" size="sm" className="min-h-11"
          >
            {slips.busy ? words.preparing(ids.length) : words.print}
          </Button>
          {slips.busy && <progress aria-label={words.preparingLabel} className="h-2 w-32" />}
        </div>
        {slips.failure && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {words.slipsFailed(slips.failure.message)}
          </p>
        )}
        <div className="max-w-xl space-y-3">
          <CarrierField id="bulk-carrier" value={carrier} onChange={setCarrier} error={action.failure?.fields.carrier} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{words.trackingNumbers}</legend>
            <ul className="mt-1 space-y-2">
              {ids.map((id) => (
                <li key={id}>
                  <TrackingField id={`bulk-tracking-${id}`} label={labels.get(id) ?? id} value={tracking[id] ?? ''}
                    onChange={(v) => setTracking((t) => ({ ...t, [id]: v }))} error={action.failure?.fields[`trackingNumbers.${id}`]} />
                </li>
              ))}
            </ul>
            {action.failure?.fields.trackingNumbers && <p className="mt-1 text-sm font-semibold text-red-700">{action.failure.fields.trackingNumbers}</p>}
          </fieldset>
        </div>
        <Button
          type="button"
          disabled={action.busy}
          onClick={ship}
          size="sm" className="min-h-11"
        >
          {action.busy ? words.marking : words.mark(ids.length)}
        </Button>
        {action.failure && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {action.failure.message}
          </p>
        )}
      </div>
    )
  return { selected, toggle, setSelected, bar, outcome: result && <Outcome result={result} labels={labels} /> }
}
