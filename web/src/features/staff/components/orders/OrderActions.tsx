import { useState } from 'react'
import { cancelOrder } from '../../api/cancelOrder'
import { refundOrder } from '../../api/refundOrder'
import { shipOrder } from '../../api/shipOrder'
import type { OrderDetail } from '../../api/types'
import { eurosToCents } from '../../amount'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { formatEuros } from '../../../../lib/money'

/** onChange gets the changed order and what to tell the staff member. */
type Props = { order: OrderDetail; onChange: (order: OrderDetail, done: string) => void }

/** The actions an order's state allows; the server refuses the rest anyway. */
export function OrderActions({ order, onChange }: Props) {
  const paid = ['paid', 'partially_refunded', 'shipped'].includes(order.status)
  return (
    <div className="space-y-4">
      {(order.status === 'paid' || order.status === 'partially_refunded') && <ShipForm order={order} onChange={onChange} />}
      {paid && order.paypalCaptureId && <RefundForm order={order} onChange={onChange} />}
      {order.status === 'pending' && <CancelForm order={order} onChange={onChange} />}
    </div>
  )
}

function ShipForm({ order, onChange }: Props) {
  const typed = useStaffDraft(`ship:${order.id}`, { carrier: '', trackingNumber: '' })
  const { carrier, trackingNumber } = typed.draft
  const action = useStaffAction((input: { carrier: string; trackingNumber: string }) => shipOrder(order.id, input), {
    fields: ['carrier', 'trackingNumber'] as const,
    done: 'Marked shipped. The customer has been sent a mail.',
    onDone: onChange,
    draft: typed,
  })
  return (
    <ActionForm title="Mark shipped" button="Mark shipped" busy={action.busy} error={action.failure?.message} success={action.success}
      onSubmit={() => action.submit({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() })}>
      <ActionField id="ship-carrier" label="Carrier (optional)" value={carrier} onChange={(e) => typed.update({ carrier: e.target.value })} maxLength={100} error={action.failure?.fields.carrier} />
      <ActionField id="ship-tracking" label="Tracking number (optional)" value={trackingNumber} onChange={(e) => typed.update({ trackingNumber: e.target.value })} maxLength={100} error={action.failure?.fields.trackingNumber} />
    </ActionForm>
  )
}

function RefundForm({ order, onChange }: Props) {
  const typed = useStaffDraft(`refund:${order.id}`, { amount: '' })
  const { amount } = typed.draft
  const [localError, setLocalError] = useState('')
  // Money leaves the foundation: the first press asks, the second refunds.
  const [confirming, setConfirming] = useState<number | undefined | null>(null)
  const left = Math.max(0, order.amountTotal - order.amountRefunded)
  const action = useStaffAction((cents: number | undefined) => refundOrder(order.id, cents), {
    fields: ['amount'] as const,
    done: 'Refunded through PayPal. The customer has been sent a mail.',
    onDone: (o, done) => {
      typed.reset()
      setConfirming(null)
      onChange(o, done)
    },
  })
  function submit() {
    if (confirming !== null) return action.submit(confirming)
    const cents = amount.trim() === '' ? undefined : eurosToCents(amount)
    if (cents === null || cents === 0) return setLocalError('Enter an amount such as 12,50, or leave it empty to refund everything left.')
    setLocalError('')
    setConfirming(cents)
  }
  const asked = confirming === null ? '' : formatEuros(confirming === undefined ? left : confirming / 100)
  return (
    <ActionForm title="Refund" button={asked ? `Yes, refund ${asked}` : 'Refund'} tone="danger" busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={submit}>
      <ActionField id="refund-amount" label="Amount in euros (optional)" inputMode="decimal" value={amount}
        onChange={(e) => {
          typed.update({ amount: e.target.value })
          setConfirming(null)
        }}
        hint={`Leave empty to refund all that is left: ${formatEuros(left)}.`} error={localError || action.failure?.fields.amount} />
      {asked && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {asked} will go back to the customer through PayPal, and they will get a mail. Press again to confirm.
        </p>
      )}
    </ActionForm>
  )
}

function CancelForm({ order, onChange }: Props) {
  const typed = useStaffDraft(`cancel-order:${order.id}`, { reason: '' })
  const { reason } = typed.draft
  const action = useStaffAction((why: string) => cancelOrder(order.id, why), {
    fields: ['reason'] as const,
    done: 'Order cancelled.',
    onDone: onChange,
    draft: typed,
  })
  return (
    <ActionForm title="Cancel this unpaid order" button="Cancel order" tone="danger" busy={action.busy} error={action.failure?.message} success={action.success}
      onSubmit={() => action.submit(reason.trim())}>
      <ActionField id="cancel-reason" label="Reason" value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={500} error={action.failure?.fields.reason} />
    </ActionForm>
  )
}
