import { useState } from 'react'
import { cancelPledge } from '../../api/cancelPledge'
import { receiveCheque, type ChequeReceipt } from '../../api/receiveCheque'
import type { DonationRow } from '../../../../lib/contract.gen'
import { eurosToCents } from '../../amount'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
import { chequeLimits, maxReason } from '../../../../lib/signedInRules.gen'

const today = () => new Date().toISOString().slice(0, 10)

/** A pledged cheque: it came (date, amount actually received, bank, number) or it never will. */
/** onDone says what was recorded: the row may leave a filtered list, and its forms with it. */
type Props = { gift: DonationRow; onDone: (output: DonationRow, done: string) => void }

export function ChequeForms({ gift, onDone }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ReceivedForm gift={gift} onDone={onDone} />
      <NeverCameForm gift={gift} onDone={onDone} />
    </div>
  )
}

function ReceivedForm({ gift, onDone }: Props) {
  const typed = useStaffDraft(`cheque-received:${gift.id}`, { date: today(), amount: String(gift.amount / 100).replace('.', ','), bank: '', chequeNumber: '' })
  const { date, amount, bank, chequeNumber } = typed.draft
  const t = useStaffWords(donationMessages)
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((receipt: ChequeReceipt) => receiveCheque(gift.id, receipt), {
    fields: ['date', 'amount', 'bank', 'chequeNumber'] as const,
    done: t.chequeRecorded,
    onDone,
    draft: typed,
  })
  function submit() {
    const cents = eurosToCents(amount)
    if (cents === null) return setLocalError(t.chequeAmountProblem)
    setLocalError('')
    action.submit({ date, amount: cents, bank: bank.trim(), chequeNumber: chequeNumber.trim() })
  }
  const errors = action.failure?.fields
  return (
    <ActionForm title={t.chequeReceived} button={t.recordCheque} busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={submit}>
      <ActionField id={`cheque-date-${gift.id}`} label={t.dateReceived} type="date" value={date} onChange={(e) => typed.update({ date: e.target.value })} error={errors?.date} />
      <ActionField id={`cheque-amount-${gift.id}`} label={t.amountReceived} inputMode="decimal" value={amount} onChange={(e) => typed.update({ amount: e.target.value })}
        hint={t.chequeAmountHint} error={localError || errors?.amount} />
      <ActionField id={`cheque-bank-${gift.id}`} label={t.bank} value={bank} onChange={(e) => typed.update({ bank: e.target.value })} maxLength={chequeLimits.bank} error={errors?.bank} />
      <ActionField id={`cheque-number-${gift.id}`} label={t.chequeNumber} value={chequeNumber} onChange={(e) => typed.update({ chequeNumber: e.target.value })} maxLength={chequeLimits.chequeNumber} error={errors?.chequeNumber} />
    </ActionForm>
  )
}

function NeverCameForm({ gift, onDone }: Props) {
  const typed = useStaffDraft(`pledge-never-came:${gift.id}`, { reason: '' })
  const { reason } = typed.draft
  const t = useStaffWords(donationMessages)
  const action = useStaffAction((why: string) => cancelPledge(gift.id, why), { fields: ['reason'] as const, done: t.pledgeCancelled, onDone, draft: typed })
  return (
    <ActionForm title={t.neverCame} button={t.cancelPledge} tone="danger" busy={action.busy} error={action.failure?.message} success={action.success}
      onSubmit={() => action.submit(reason.trim())}>
      <ActionField id={`pledge-reason-${gift.id}`} label={t.reason} value={reason} onChange={(e) => typed.update({ reason: e.target.value })} maxLength={maxReason} error={action.failure?.fields.reason} />
    </ActionForm>
  )
}
