import { useId, useRef, useState, type RefObject } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { useInlineForm } from '../../../lib/useInlineForm'
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
 * place (focused, so a screen reader reads it), whose cancel or Escape gives
 * the focus back (useInlineForm).
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const [asking, setAsking] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  if (!asking) {
    return (
      <button ref={trigger} type="button" onClick={() => setAsking(true)} className={secondaryButton}>
        {props.label}
      </button>
    )
  }
  return <Question {...props} opener={trigger} onCancel={() => setAsking(false)} />
}

function Question({ question, detail, confirmLabel, cancelLabel, busy, busyLabel, onConfirm, opener, onCancel }: ConfirmActionProps & { opener: RefObject<HTMLButtonElement | null>; onCancel: () => void }) {
  const questionId = useId()
  const { panel, cancel } = useInlineForm<HTMLDivElement>({ onCancel, opener })
  return (
    <div {...panel} tabIndex={-1} role="group" aria-labelledby={questionId} className="w-full rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
      <p id={questionId} className="font-extrabold text-red-900">
        {question}
      </p>
      <p className="mt-1 text-sm text-red-900">{detail}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SubmitButton type="button" busy={busy} busyLabel={busyLabel} onClick={onConfirm} className={dangerButton}>
          {confirmLabel}
        </SubmitButton>
        <button type="button" onClick={cancel} disabled={busy} className={secondaryButton}>
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
