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
import { useStaffWords } from '../../language'
import { donationMessages, type DonationWords } from './messages'
import { maxReason } from '../../../../lib/signedInRules.gen'

/** onChange gets the gift's page as it now is and what to tell the treasurer. */
type Props = { gift: GiftPage; onChange: (gift: GiftPage, done: string) => void }

/** What a treasurer may do for a donor who phones, as the gift's state allows; the server refuses the rest anyway. */
export function GiftActions({ gift, onChange }: Props) {
  const { actions } = gift
  const t = useStaffWords(donationMessages)
  if (!actions.stop && !actions.changeAmount && !actions.refund && !actions.resendReceipt && !actions.pause && !actions.resume && !actions.changeRhythm) {
    return <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{t.nothingToDo}</p>
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
  const t = useStaffWords(donationMessages)
  const action = useStaffAction(() => resendGiftReceipt(gift.id), { fields: [] as const, done: t.receiptSent(gift.details.email), onDone: onChange })
  return <ActionForm title={t.taxReceipt} button={t.sendReceiptAgain} busy={action.busy} error={action.failure?.message} onSubmit={() => action.submit(undefined)} />
}

function AmountForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-amount:${gift.id}`, { amount: '' })
  const t = useStaffWords(donationMessages)
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((cents: number) => changeGiftAmount(gift.id, cents), {
    fields: ['amount'] as const,
    done: t.amountChanged,
    onDone: onChange,
    draft: typed,
  })
  function submit() {
    const cents = eurosToCents(typed.draft.amount)
    if (cents === null || cents <= 0) return setLocalError(t.amountProblem)
    setLocalError('')
    action.submit(cents)
  }
  return (
    <ActionForm title={t.changeAmount} button={t.changeAmount} busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <ActionField id="gift-amount" label={t.newAmount} inputMode="decimal" value={typed.draft.amount} onChange={(e) => typed.update({ amount: e.target.value })}
        hint={t.amountHint(euros(gift.amount))} error={localError || action.failure?.fields.amount} />
    </ActionForm>
  )
}

/**
 * What a refund did to the gift's receipts, read from the gift before and after: only receipts it
 * has. The donor hears of a refund by the mail of their receipt's cancellation or replacement
 * (internal/receipts/mail.go): a gift without a valid receipt sends none.
 */
export function refundOutcome(before: GiftPage, after: GiftPage, t: DonationWords['refunded'] = donationMessages.en.refunded): string {
  const valid = before.receipts.filter((r) => r.status === 'valid')
  const wasValid = new Set(valid.map((r) => r.id))
  const known = new Set(before.receipts.map((r) => r.id))
  const cancelled = after.receipts.filter((r) => r.status === 'cancelled' && wasValid.has(r.id)).map((r) => `n° ${r.number}`)
  const issued = after.receipts.filter((r) => r.status === 'valid' && !known.has(r.id)).map((r) => `n° ${r.number}`)
  if (cancelled.length > 0) return issued.length > 0 ? t.replaced(cancelled.join(', '), issued.join(', ')) : t.cancelled(cancelled.join(', '))
  if (valid.length > 0) return t.stillValid(valid.map((r) => `n° ${r.number}`).join(', '))
  return t.none
}

function RefundForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-refund:${gift.id}`, { amount: '', reason: '' })
  const { amount, reason } = typed.draft
  const t = useStaffWords(donationMessages)
  const [localError, setLocalError] = useState('')
  // Money leaves the foundation: the first press asks, the second refunds.
  const [confirming, setConfirming] = useState<number | undefined | null>(null)
  const action = useStaffAction((input: { cents: number | undefined; reason: string }) => refundGift(gift.id, input.cents, input.reason), {
    fields: ['amount', 'reason'] as const,
    onDone: (g) => {
      typed.reset()
      setConfirming(null)
      onChange(g, refundOutcome(gift, g, t.refunded))
    },
  })
  function submit() {
    if (confirming !== null) return action.submit({ cents: confirming, reason: reason.trim() })
    const cents = amount.trim() === '' ? undefined : eurosToCents(amount)
    if (cents === null || cents === 0) return setLocalError(t.refundProblem)
    setLocalError('')
    setConfirming(cents)
  }
  const asked = confirming === null ? '' : euros(confirming ?? gift.refundable)
  return (
    <ActionForm title={t.refund} button={asked ? t.yesRefund(asked) : t.refund} tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={submit}>
      <ActionField id="gift-refund-amount" label={t.refundAmount} inputMode="decimal" value={amount}
        onChange={(e) => {
          typed.update({ amount: e.target.value })
          setConfirming(null)
        }}
        hint={t.refundHint(euros(gift.refundable))} error={localError || action.failure?.fields.amount} />
      <ActionField id="gift-refund-reason" label={t.reason} value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={maxReason} error={action.failure?.fields.reason} />
      {asked && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {t.refundAsked(asked, gift.method === 'paypal')}
        </p>
      )}
    </ActionForm>
  )
}

function StopForm({ gift, onChange }: Props) {
  const typed = useStaffDraft(`gift-stop:${gift.id}`, { reason: '' })
  const t = useStaffWords(donationMessages)
  const action = useStaffAction((why: string) => stopGift(gift.id, why), {
    fields: ['reason'] as const,
    done: t.stopped,
    onDone: onChange,
    draft: typed,
  })
  return (
    <ActionForm title={t.stopTitle} button={t.stopButton} tone="danger" busy={action.busy} error={action.failure?.message} onSubmit={() => action.submit(typed.draft.reason.trim())}>
      <ActionField id="gift-stop-reason" label={t.stopReason} value={typed.draft.reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={maxReason} error={action.failure?.fields.reason} />
    </ActionForm>
  )
}
