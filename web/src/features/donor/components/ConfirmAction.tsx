import { useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { useInlineForm } from '../../../lib/useInlineForm'
import { Button } from '../../../components/Button'

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
  /** danger (the default): it cannot be undone; calm: it can (a pause). */
  tone?: 'danger' | 'calm'
  /** A choice to make before confirming (how long a pause lasts). */
  children?: ReactNode
}

/**
 * An action to confirm first (one that cannot be undone, or a pause): its button opens a confirmation step in
 * place (focused, so a screen reader reads it), whose cancel or Escape gives
 * the focus back (useInlineForm).
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const [asking, setAsking] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  if (!asking) {
    return (
      <Button ref={trigger} type="button" onClick={() => setAsking(true)} variant="secondary" width="phone">
        {props.label}
      </Button>
    )
  }
  return <Question {...props} opener={trigger} onCancel={() => setAsking(false)} />
}

const tones = {
  danger: { panel: 'bg-red-50 ring-red-200', words: 'text-red-900', button: 'danger' as const },
  calm: { panel: 'bg-brand-50 ring-brand-200', words: 'text-slate-900', button: 'primary' as const },
}

function Question({ question, detail, confirmLabel, cancelLabel, busy, busyLabel, onConfirm, opener, onCancel, tone = 'danger', children }: ConfirmActionProps & { opener: RefObject<HTMLButtonElement | null>; onCancel: () => void }) {
  const questionId = useId()
  const { panel, cancel } = useInlineForm<HTMLDivElement>({ onCancel, opener })
  const colours = tones[tone]
  return (
    <div {...panel} tabIndex={-1} role="group" aria-labelledby={questionId} className={`w-full rounded-2xl p-4 ring-1 ${colours.panel}`}>
      <p id={questionId} className={`font-extrabold ${colours.words}`}>
        {question}
      </p>
      <p className={`mt-1 text-sm ${colours.words}`}>{detail}</p>
      {children}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SubmitButton type="button" busy={busy} busyLabel={busyLabel} onClick={onConfirm} variant={colours.button} width="phone">
          {confirmLabel}
        </SubmitButton>
        <Button type="button" onClick={cancel} disabled={busy} variant="secondary" width="phone">
          {cancelLabel}
        </Button>
      </div>
    </div>
  )
}
