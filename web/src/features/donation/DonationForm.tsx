import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Alert } from '../../components/Alert'
import { Spinner } from '../../components/Spinner'
import { useMessages } from '../../lib/i18n/useLocale'
import { AmountStep } from './AmountStep'
import { donationMessages } from './messages'
import { useDraft } from '../../lib/useDraft'
import { draftKey, draftOptions, initialDraft, type DetailField, type Step } from './model'
import { useFieldErrors } from './useFieldErrors'

// The details and payment steps load once the donor starts on the form (or at
// once when a reload lands on them): the first screen is the amount alone.
const loadDetailsStep = () => import('./DetailsStep')
const loadPaymentPanel = () => import('./PaymentPanel')
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })))
const PaymentPanel = lazy(loadPaymentPanel)

function loadLaterSteps() {
  void loadDetailsStep()
  void loadPaymentPanel()
}

/** `campaign` is the slug a campaign's Give button put in the address ('' for none: the draft keeps its own). */
export function DonationForm({ cancelled, campaign }: { cancelled: boolean; campaign: string }) {
  const words = useMessages(donationMessages)
  const stepNames = words.steps
  // Kept with every change as it is made: a reload right after a click keeps it.
  const { draft, update } = useDraft(draftKey, initialDraft, draftOptions)
  useEffect(() => {
    if (campaign) update({ campaign })
  }, [campaign, update])
  const errors = useFieldErrors()
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    // Announce the new step to screen readers, but not on the first render.
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [draft.step])

  const goTo = (step: Step) => update({ step })

  const acceptDetails = (bad: Set<DetailField>): boolean => {
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

  return (
    <div
      className="rounded-3xl bg-white shadow-xl shadow-brand-900/10 ring-1 ring-slate-200"
      onPointerDownCapture={loadLaterSteps}
      onFocusCapture={loadLaterSteps}
    >
      <nav aria-label={words.stepsLabel} className="border-b border-slate-100 px-5 pt-5 sm:px-8 sm:pt-7">
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
        <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold text-slate-900 focus:outline-none sm:text-2xl">
          {draft.step}. {stepNames[draft.step - 1]}
        </h2>
        {draft.step === 1 && <AmountStep draft={draft} update={update} onNext={() => goTo(2)} />}
        {draft.step > 1 && (
          <Suspense
            fallback={
              <p className="mt-6 flex items-center gap-3 text-slate-600">
                <Spinner label={words.loadingNext} /> <span aria-hidden="true">{words.loadingNext}…</span>
              </p>
            }
          >
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
                onNext={(bad) => acceptDetails(bad) && goTo(3)}
                draft={draft}
                update={update}
              />
            )}
            {draft.step === 3 && (
              <PaymentPanel
                draft={draft}
                update={update}
                cancelled={cancelled}
                busy={busy}
                setBusy={setBusy}
                acceptDetails={acceptDetails}
                onRefused={showInvalid}
                onBack={() => goTo(2)}
              />
            )}
          </Suspense>
        )}
        <div aria-live="assertive" className="empty:hidden">
          {errors.messageVisible && <Alert className="mt-5">{words.formMessage}</Alert>}
        </div>
      </div>
    </div>
  )
}
