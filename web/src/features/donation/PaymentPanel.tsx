import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { Alert } from '../../components/Alert'
import { SubmitButton } from '../../components/SubmitButton'
import { useLocale } from '../../lib/i18n/useLocale'
import { createCheckoutSession } from './api/createCheckoutSession'
import { createDonor } from './api/createDonor'
import { createUniqueCheckoutSession } from './api/createUniqueCheckoutSession'
import { sendDonationCheque } from './api/sendDonationCheque'
import { failureMessage, refusedFields } from './errors'
import { donorPayload, invalidFields } from './details'
import { giftBody } from './giftBody'
import { amountEuros, clearDraft, missingPlanAlert, saveDraft, type DetailField, type Draft } from './model'
import { recurringStart, type RecurringStart } from './plans'
import type { ChequeSent } from './ChequeSentScreen'
import { paymentMessages } from './paymentMessages'
import { PaymentStep } from './PaymentStep'
import { plansQuery } from './queries'

type Props = {
  draft: Draft
  update: (change: Partial<Draft>) => void
  cancelled: boolean
  busy: boolean
  setBusy: (busy: boolean) => void
  /** Takes the details' invalid fields: false when there are any (the form shows them). */
  acceptDetails: (invalid: Set<DetailField>) => boolean
  /** The server refused these details: back to them, marked. */
  onRefused: (fields: Set<DetailField>) => void
  onBack: () => void
}

/**
 * The last step and the gift's start: the cheque pledge recorded, the PayPal
 * page, or the card provider's checkout. Loaded once the donor starts filling
 * the form, so the first screen (the amount) does not wait for it.
 */
export default function PaymentPanel({ draft, update, cancelled, busy, setBusy, acceptDetails, onRefused, onBack }: Props) {
  const locale = useLocale()
  const words = paymentMessages[locale]
  const [failure, setFailure] = useState('')
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()

  /** The donor record of these details: made once, reused while they stay the same. */
  const donorId = async (d: Draft): Promise<string> => {
    const payload = donorPayload(d.details)
    const key = JSON.stringify(payload)
    if (d.donor?.key === key) return d.donor.id
    const id = await createDonor(payload)
    const donor = { id, key }
    // Stored now, not after the next render: the PayPal page the form moves to next reads it from the session.
    saveDraft({ ...d, donor })
    update({ donor })
    return id
  }

  const validate = async () => {
    if (busy || !acceptDetails(invalidFields(draft.details))) return
    setFailure('')
    const euros = amountEuros(draft)
    const cents = euros * 100
    let recurring: RecurringStart | undefined
    if (draft.rhythm !== 'once' && draft.method !== 'cheque') {
      const plans = await queryClient.fetchQuery(plansQuery).catch(() => [])
      recurring = recurringStart(plans, draft)
      if (!recurring) {
        window.alert(missingPlanAlert)
        return
      }
    }
    setBusy(true)
    try {
      if (draft.method === 'cheque') {
        const pledge = await sendDonationCheque({ ...donorPayload(draft.details), ...giftBody(draft), amount: cents, rhythm: draft.rhythm, locale })
        clearDraft()
        const sent: ChequeSent = { pledge, euros, rhythm: draft.rhythm }
        navigate('/don/cheque-sended/', { state: sent })
        return
      }
      const donor = await donorId(draft)
      if (draft.method === 'paypal') {
        navigate(recurring && 'plan' in recurring ? `/don/abonnement/paypal-chechout/${encodeURIComponent(recurring.plan.paypalPlanId)}?amount=${euros}` : `/don/paypal-chechout/${euros}`)
        return
      }
      const session = recurring
        ? await createCheckoutSession('plan' in recurring ? { priceId: recurring.plan.id } : recurring, donor, giftBody(draft), draft.method, locale)
        : await createUniqueCheckoutSession(cents, donor, giftBody(draft), draft.method, locale)
      window.location.assign(session.url)
      // The spinner stays while the browser leaves for the checkout page.
    } catch (error) {
      console.error('Donation could not be started', error)
      setBusy(false)
      const refused = refusedFields(error).filter((f): f is DetailField => f in draft.details || f === 'telephone')
      if (refused.length > 0) {
        onRefused(new Set(refused))
        return
      }
      setFailure(
        failureMessage(
          error,
          draft.method === 'cheque'
            ? words.chequeFailed
            : words.startFailed,
          locale,
        ),
      )
    }
  }

  return (
    <>
      {cancelled && !failure && (
        <Alert tone="warning" role="status" className="mt-5">
          {words.cancelled}
        </Alert>
      )}
      <PaymentStep draft={draft} update={update} onBack={onBack}>
        {failure && <Alert className="mt-5">{failure}</Alert>}
        <SubmitButton
          type="button"
          onClick={validate}
          busy={busy}
          busyLabel={words.processing}
          spinnerSize={20}
          size="hero" width="full" className="mt-6 shadow-lg shadow-brand-700/30"
        >
          {words.validate}
        </SubmitButton>
      </PaymentStep>
    </>
  )
}
