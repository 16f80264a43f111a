import { useState } from 'react'
import type { FeeRule, FeeRules, FoundationSettings } from '../../../../lib/contract.gen'
import { eurosToCents } from '../../amount'
import { saveFeeRules } from '../../api/saveFeeRules'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { Panel } from '../ui/StaffPage'

type Typed = { cardPart: string; cardFixed: string; paypalPart: string; paypalFixed: string }

/** "1,5" % and "0,25" € as typed, from a rule's basis points and cents. */
const typedOf = (f: FeeRules): Typed => ({
  cardPart: hundredths(f.card.basisPoints),
  cardFixed: hundredths(f.card.fixedCents),
  paypalPart: hundredths(f.paypal.basisPoints),
  paypalFixed: hundredths(f.paypal.fixedCents),
})
const hundredths = (n: number) => (n / 100).toFixed(2).replace('.', ',')

/** A rule from a percent and a fixed part typed with at most two decimals; null when either is not a number. */
function ruleOf(part: string, fixed: string): FeeRule | null {
  // A percent with two decimals is a count of basis points, as euros with two decimals are cents.
  const basisPoints = eurosToCents(part)
  const fixedCents = eurosToCents(fixed)
  return basisPoints === null || fixedCents === null ? null : { basisPoints, fixedCents }
}

const fields = ['fees.card.basisPoints', 'fees.card.fixedCents', 'fees.paypal.basisPoints', 'fees.paypal.fixedCents'] as const

/**
 * The fee rule of each method: what a donor who ticks "I add X € to cover the payment fees" adds to a
 * card or PayPal gift. Admins set it from the providers' price lists; the treasurer reads it.
 */
export function FeesForm({ settings, editable }: { settings: FoundationSettings; editable: boolean }) {
  const typed = useStaffDraft<Typed>('fee-rules', typedOf(settings.fees))
  const t = typed.draft
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((fees: FeeRules) => saveFeeRules(fees), { fields, done: 'Saved: the next gifts use these rules.', draft: typed })
  const errors = action.failure?.fields
  const submit = () => {
    const card = ruleOf(t.cardPart, t.cardFixed)
    const paypal = ruleOf(t.paypalPart, t.paypalFixed)
    if (!card || !paypal) return setLocalError('Enter each part as a number such as 1,5 (percent) or 0,25 (euros).')
    setLocalError('')
    action.submit({ card, paypal })
  }
  const body = (
    <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Fee rules</legend>
      <ActionField id="fee-card-part" label="Card: percent" inputMode="decimal" value={t.cardPart} onChange={(e) => typed.update({ cardPart: e.target.value })}
        error={errors?.['fees.card.basisPoints']} hint="Stripe's rate for European cards: 1,5." />
      <ActionField id="fee-card-fixed" label="Card: fixed part in euros" inputMode="decimal" value={t.cardFixed} onChange={(e) => typed.update({ cardFixed: e.target.value })}
        error={errors?.['fees.card.fixedCents']} hint="Stripe: 0,25." />
      <ActionField id="fee-paypal-part" label="PayPal: percent" inputMode="decimal" value={t.paypalPart} onChange={(e) => typed.update({ paypalPart: e.target.value })}
        error={errors?.['fees.paypal.basisPoints']} hint="PayPal's standard rate: 2,9." />
      <ActionField id="fee-paypal-fixed" label="PayPal: fixed part in euros" inputMode="decimal" value={t.paypalFixed} onChange={(e) => typed.update({ paypalFixed: e.target.value })}
        error={errors?.['fees.paypal.fixedCents']} hint="PayPal: 0,35." />
    </fieldset>
  )
  if (!editable) return <Panel title="Payment fees a donor may cover">{body}</Panel>
  return (
    <ActionForm title="Payment fees a donor may cover" button="Save the fee rules" busy={action.busy} error={localError || action.failure?.message} success={action.success} onSubmit={submit}>
      {body}
    </ActionForm>
  )
}
