import { useState } from 'react'
import type { FeeRule, FeeRules, FoundationSettings } from '../../../../lib/contract.gen'
import { eurosToCents } from '../../amount'
import { saveFeeRules } from '../../api/saveFeeRules'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { useStaffWords } from '../../language'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { Panel } from '../ui/StaffPage'
import { settingsMessages } from './messages'

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
  const w = useStaffWords(settingsMessages).fees
  const typed = useStaffDraft<Typed>('fee-rules', typedOf(settings.fees))
  const t = typed.draft
  const [localError, setLocalError] = useState('')
  const action = useStaffAction((fees: FeeRules) => saveFeeRules(fees), { fields, done: w.saved, draft: typed })
  const errors = action.failure?.fields
  const submit = () => {
    const card = ruleOf(t.cardPart, t.cardFixed)
    const paypal = ruleOf(t.paypalPart, t.paypalFixed)
    if (!card || !paypal) return setLocalError(w.notNumbers)
    setLocalError('')
    action.submit({ card, paypal })
  }
  const body = (
    <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{w.legend}</legend>
      <ActionField id="fee-card-part" label={w.cardPart} inputMode="decimal" value={t.cardPart} onChange={(e) => typed.update({ cardPart: e.target.value })}
        error={errors?.['fees.card.basisPoints']} hint={w.cardPartHint} />
      <ActionField id="fee-card-fixed" label={w.cardFixed} inputMode="decimal" value={t.cardFixed} onChange={(e) => typed.update({ cardFixed: e.target.value })}
        error={errors?.['fees.card.fixedCents']} hint={w.cardFixedHint} />
      <ActionField id="fee-paypal-part" label={w.paypalPart} inputMode="decimal" value={t.paypalPart} onChange={(e) => typed.update({ paypalPart: e.target.value })}
        error={errors?.['fees.paypal.basisPoints']} hint={w.paypalPartHint} />
      <ActionField id="fee-paypal-fixed" label={w.paypalFixed} inputMode="decimal" value={t.paypalFixed} onChange={(e) => typed.update({ paypalFixed: e.target.value })}
        error={errors?.['fees.paypal.fixedCents']} hint={w.paypalFixedHint} />
    </fieldset>
  )
  if (!editable) return <Panel title={w.title}>{body}</Panel>
  return (
    <ActionForm title={w.title} button={w.save} busy={action.busy} error={localError || action.failure?.message} success={action.success} onSubmit={submit}>
      {body}
    </ActionForm>
  )
}
