import { useEffect, useId, useRef, useState } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { dangerButton, secondaryButton } from './styles'

type ConfirmActionProps = {
  /** The button that asks first ("Stop this gift"). */
  label: string
  question: string
  detail: string
  confirmLabel: string
  cancelLabel: string
  busy: boolean
  busyLabel: string
  onConfirm: () => void
}

/**
 * An action that cannot be undone: its button opens a confirmation step in
 * place (focused, so a screen reader reads it), whose cancel gives the focus back.
 */
export function ConfirmAction({ label, question, detail, confirmLabel, cancelLabel, busy, busyLabel, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const asked = useRef(false)
  const questionId = useId()
  useEffect(() => {
    if (asking) panel.current?.focus()
    else if (asked.current) trigger.current?.focus()
    asked.current = asking
  }, [asking])

  if (!asking) {
    return (
      <button ref={trigger} type="button" onClick={() => setAsking(true)} className={secondaryButton}>
        {label}
      </button>
    )
  }
  return (
    <div ref={panel} tabIndex={-1} role="group" aria-labelledby={questionId} className="w-full rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 focus:outline-none focus:ring-4">
      <p id={questionId} className="font-extrabold text-red-900">
        {question}
      </p>
      <p className="mt-1 text-sm text-red-900">{detail}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SubmitButton type="button" busy={busy} busyLabel={busyLabel} onClick={onConfirm} className={dangerButton}>
          {confirmLabel}
        </SubmitButton>
        <button type="button" onClick={() => setAsking(false)} disabled={busy} className={secondaryButton}>
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
