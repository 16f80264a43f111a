import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../components/Alert'
import { SubmitButton } from '../../components/SubmitButton'
import { createCheckoutSession } from './api/createCheckoutSession'
import { createDonor } from './api/createDonor'
import { createUniqueCheckoutSession } from './api/createUniqueCheckoutSession'
import { sendDonationCheque } from './api/sendDonationCheque'
import { failureMessage, refusedFields } from './errors'
import { AmountStep } from './AmountStep'
import { DetailsStep } from './DetailsStep'
import {
  amountEuros,
  clearDraft,
  donorPayload,
  formMessage,
  invalidFields,
  missingPlanAlert,
  recurringStart,
  type RecurringStart,
  type DetailField,
  type Draft,
  type Step,
} from './model'
import { PaymentStep } from './PaymentStep'
import { plansQuery } from './queries'
import { useDraft, useFieldErrors } from './useDraft'

const stepNames = ['My Donation', 'My Details', 'My Payment'] as const

export function DonationForm({ cancelled }: { cancelled: boolean }) {
  const [draft, update] = useDraft()
  const errors = useFieldErrors()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [attempt, setAttempt] = useState(0)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    // Announce the new step to screen readers, but not on the first render.
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [draft.step])

  const goTo = (step: Step) => {
    setFailure('')
    update({ step })
  }

  const checkDetails = (): boolean => {
    const bad = invalidFields(draft.details)
    if (bad.size === 0) {
      errors.dismiss()
      return true
    }
    showInvalid(bad)
    return false
  }

  /** Back to the details with the refused fields marked; the error summary takes the focus. */
  const showInvalid = (bad: Set<DetailField>) => {
    errors.flag(bad)
    update({ step: 2 })
    setAttempt((n) => n + 1)
  }

  /** The donor record of these details: made once, reused while they stay the same. */
  const donorId = async (d: Draft): Promise<string> => {
    const payload = donorPayload(d.details)
    const key = JSON.stringify(payload)
    if (d.donor?.key === key) return d.donor.id
    const id = await createDonor(payload)
    update({ donor: { id, key } })
    return id
  }

  const validate = async () => {
    if (busy || !checkDetails()) return
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
        await sendDonationCheque({ ...donorPayload(draft.details), amount: cents, rhythm: draft.rhythm })
        clearDraft()
        navigate('/don/cheque-sended/')
        return
      }
      const donor = await donorId(draft)
      if (draft.method === 'paypal') {
        navigate(recurring && 'plan' in recurring ? `/don/abonnement/paypal-chechout/${encodeURIComponent(recurring.plan.paypalPlanId)}?amount=${euros}` : `/don/paypal-chechout/${euros}`)
        return
      }
      const session = recurring
        ? await createCheckoutSession('plan' in recurring ? { priceId: recurring.plan.id } : recurring, donor)
        : await createUniqueCheckoutSession(cents, donor)
      window.location.assign(session.url)
      // The spinner stays while the browser leaves for the checkout page.
    } catch (error) {
      console.error('Donation could not be started', error)
      setBusy(false)
      const refused = refusedFields(error).filter((f): f is DetailField => f in draft.details || f === 'telephone')
      if (refused.length > 0) {
        showInvalid(new Set(refused))
        return
      }
      setFailure(
        failureMessage(
          error,
          draft.method === 'cheque'
            ? 'Your cheque donation could not be recorded. Please try again.'
            : 'The payment could not be started. Please try again.',
        ),
      )
    }
  }

  return (
    <div className="rounded-3xl bg-white shadow-xl shadow-brand-900/10 ring-1 ring-slate-200">
      <nav aria-label="Donation steps" className="border-b border-slate-100 px-5 pt-5 sm:px-8 sm:pt-7">
        <ol className="grid grid-cols-3 gap-2">
          {stepNames.map((name, i) => {
            const step = (i + 1) as Step
            const current = draft.step === step
            const done = draft.step > step
            return (
              <li key={name}>
                <button
                  type="button"
                  disabled={!done || busy}
                  onClick={() => goTo(step)}
                  aria-current={current ? 'step' : undefined}
                  className={`flex w-full flex-col items-start gap-2 border-b-4 pb-3 text-left transition ${
                    current ? 'border-brand-600' : done ? 'border-brand-400 hover:border-brand-600' : 'border-slate-100'
                  }`}
                >
                  <span
                    className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-extrabold ${
                      current ? 'bg-brand-600 text-white' : done ? 'bg-brand-100 text-brand-700' : 'bg-slate-100 text-slate-500'
                    }`}
                  >
                    {done ? '✓' : step}
                  </span>
                  <span className={`text-xs font-bold sm:text-sm ${current ? 'text-slate-900' : 'text-slate-500'}`}>{name}</span>
                </button>
              </li>
            )
          })}
        </ol>
      </nav>
      <div className="p-5 sm:p-8">
        {cancelled && draft.step === 3 && !failure && (
          <Alert tone="warning" role="status" className="mb-5">
            The card payment was cancelled; nothing was charged. Your choices are kept: you can try again.
          </Alert>
        )}
        <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold text-slate-900 focus:outline-none sm:text-2xl">
          {draft.step}. {stepNames[draft.step - 1]}
        </h2>
        {draft.step === 1 && <AmountStep draft={draft} update={update} onNext={() => goTo(2)} />}
        {draft.step === 2 && (
          <DetailsStep
            details={draft.details}
            invalid={errors.invalid}
            attempt={attempt}
            onChange={(change, field) => {
              update({ details: { ...draft.details, ...change } })
              errors.clear(field)
            }}
            onBack={() => goTo(1)}
            onNext={() => checkDetails() && goTo(3)}
          />
        )}
        {draft.step === 3 && (
          <PaymentStep draft={draft} update={update} onBack={() => goTo(2)}>
            {failure && <Alert className="mt-5">{failure}</Alert>}
            <SubmitButton
              type="button"
              onClick={validate}
              busy={busy}
              busyLabel="Processing your donation"
              spinnerSize={20}
              className="mt-6 flex w-full rounded-full bg-brand-700 px-8 py-4 text-base font-extrabold uppercase tracking-wide text-white shadow-lg shadow-brand-700/30 hover:bg-brand-900 disabled:opacity-80"
            >
              Validate my donation
            </SubmitButton>
          </PaymentStep>
        )}
        <div aria-live="assertive" className="empty:hidden">
          {errors.messageVisible && <Alert className="mt-5">{formMessage}</Alert>}
        </div>
      </div>
    </div>
  )
}
