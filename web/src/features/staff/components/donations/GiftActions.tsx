import { useState } from 'react'
import { changeGiftAmount } from '../../api/changeGiftAmount'
import { refundGift } from '../../api/refundGift'
import { resendGiftReceipt } from '../../api/resendGiftReceipt'
import { stopGift } from '../../api/stopGift'
import type { GiftPage } from '../../../../lib/contract.gen'
import { eurosToCents } from '../../amount'
import { euros } from '../../format'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { PauseForm, ResumeForm, RhythmForm } from './PauseActions'

/** onChange gets the gift's page as it now is and what to tell the treasurer. */
type Props = { gift: GiftPage; onChange: (gift: GiftPage, done: string) => void }

/** What a treasurer may do for a donor who phones, as the gift's state allows; the server refuses the rest anyway. */
export function GiftActions({ gift, onChange }: Props) {
  const { actions } = gift
  if (!actions.stop && !actions.changeAmount && !actions.refund && !actions.resendReceipt && !actions.pause && !actions.resume && !actions.changeRhythm) {
    return <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">Nothing can be done with this gift from here.</p>
  }
  return (
    <div className="space-y-4">
      {actions.resendReceipt && <ResendForm gift={gift} onChange={onChange} />}
      {actions.resume && <ResumeForm gift={gift} onChange={onChange} />}
      {actions.pause && <PauseForm gift={gift} onChange={onChange} />}
      {actions.changeRhythm && <RhythmForm gift={gift} onChange={onChange} />}
      {actions.changeAmount && <AmountForm gift={gift} onChange={onChange} />}
      {actions.refund && <RefundForm gift={gift} onChange={onChange} />}
      {actions.stop && <StopForm gift={gift} onChange={onChange} />}
    </div>
  )
}

function ResendForm({ gift, onChange }: Props) {
  const action = useStaffAction(() => resendGiftReceipt(gift.id), { fields: [] as const, done: `The receipt was sent again to ${gift.details.email}.`, onDone: onChange })
  return <ActionForm title="Tax receipt" button="Send the receipt again" busy={action.busy} error={action.failure?.message} onSubmit={() => action.submit(undefined)} />
}

function AmountForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-amount:${gift.id}`, { amount: '' })
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((cents: number) => changeGiftAmount(gift.id, cents), {
    fields: ['amount'] as const,
    done: 'The amount is changed for the payments to come. The donor has been sent a mail.',
    onDone: onChange,
    draft: typed,
  })
  function submit() {
    const cents = eurosToCents(typed.draft.amount)
    if (cents === null || cents <= 0) return setLocalError('Enter an amount such as 20 or 12,50.')
    setLocalError('')
    action.submit(cents)
  }
  return (
    <ActionForm title="Change the amount" button="Change the amount" busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <ActionField id="gift-amount" label="New amount in euros" inputMode="decimal" value={typed.draft.amount} onChange={(e) => typed.update({ amount: e.target.value })}
        hint={`Now ${euros(gift.amount)}; payments already made stay as they were.`} error={localError || action.failure?.fields.amount} />
    </ActionForm>
  )
}

/**
 * What a refund did to the gift's receipts, read from the gift before and after: only receipts it
 * has. The donor hears of a refund by the mail of their receipt's cancellation or replacement
 * (internal/receipts/mail.go): a gift without a valid receipt sends none.
 */
export function refundOutcome(before: GiftPage, after: GiftPage): string {
  const valid = before.receipts.filter((r) => r.status === 'valid')
  const wasValid = new Set(valid.map((r) => r.id))
  const known = new Set(before.receipts.map((r) => r.id))
  const cancelled = after.receipts.filter((r) => r.status === 'cancelled' && wasValid.has(r.id)).map((r) => `n° ${r.number}`)
  const issued = after.receipts.filter((r) => r.status === 'valid' && !known.has(r.id)).map((r) => `n° ${r.number}`)
  if (cancelled.length > 0)
    return `Refunded. Receipt ${cancelled.join(', ')} is ${issued.length > 0 ? `replaced by ${issued.join(', ')}` : 'cancelled'}. The donor has been sent a mail.`
  if (valid.length > 0)
    return `Refunded. Receipt ${valid.map((r) => `n° ${r.number}`).join(', ')} still names the whole gift: cancel or replace it on the Receipts screen. The donor has not been mailed.`
  return 'Refunded. The gift had no receipt to change, so no mail went to the donor.'
}

function RefundForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-refund:${gift.id}`, { amount: '', reason: '' })
  const { amount, reason } = typed.draft
  const [localError, setLocalError] = useState('')
  // Money leaves the foundation: the first press asks, the second refunds.
  const [confirming, setConfirming] = useState<number | undefined | null>(null)
  const action = useStaffAction((input: { cents: number | undefined; reason: string }) => refundGift(gift.id, input.cents, input.reason), {
    fields: ['amount', 'reason'] as const,
    onDone: (g) => {
      typed.reset()
      setConfirming(null)
      onChange(g, refundOutcome(gift, g))
    },
  })
  function submit() {
    if (confirming !== null) return action.submit({ cents: confirming, reason: reason.trim() })
    const cents = amount.trim() === '' ? undefined : eurosToCents(amount)
    if (cents === null || cents === 0) return setLocalError('Enter an amount such as 12,50, or leave it empty to refund everything left.')
    setLocalError('')
    setConfirming(cents)
  }
  const asked = confirming === null ? '' : euros(confirming ?? gift.refundable)
  return (
    <ActionForm title="Refund" button={asked ? `Yes, refund ${asked}` : 'Refund'} tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <ActionField id="gift-refund-amount" label="Amount in euros (optional)" inputMode="decimal" value={amount}
        onChange={(e) => {
          typed.update({ amount: e.target.value })
          setConfirming(null)
        }}
        hint={`Leave empty to refund all that is left: ${euros(gift.refundable)}.`} error={localError || action.failure?.fields.amount} />
      <ActionField id="gift-refund-reason" label="Reason" value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={500} error={action.failure?.fields.reason} />
      {asked && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {asked} will go back to the donor through {gift.method === 'paypal' ? 'PayPal' : 'their card'}. Press again to confirm.
        </p>
      )}
    </ActionForm>
  )
}

function StopForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-stop:${gift.id}`, { reason: '' })
  const action = useStaffAction((why: string) => stopGift(gift.id, why), {
    fields: ['reason'] as const,
    done: 'The gift is stopped: no more payments will be taken. The donor has been sent a mail.',
    onDone: onChange,
    draft: typed,
  })
  return (
    <ActionForm title="Stop this recurring gift" button="Stop the gift" tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={() => action.submit(typed.draft.reason.trim())}>
      <ActionField id="gift-stop-reason" label="Reason (the donor asked by phone, …)" value={typed.draft.reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={500} error={action.failure?.fields.reason} />
    </ActionForm>
  )
}
