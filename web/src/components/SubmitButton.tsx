import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner'

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  children: ReactNode
  /** While true the button is disabled and shows a spinner. */
  busy: boolean
  /** What the spinner says to screen readers ("Placing your order"). */
  busyLabel: string
  /** The label shown while busy ("Confirming…"); the usual label when left out. */
  busyText?: ReactNode
  spinnerSize?: number
}

/**
 * The app's one button with a working state: disabled, with a spinner and an
 * optional loading label while its action runs. Colours and size come from className.
 */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  busyText,
  spinnerSize = 18,
  type = 'submit',
  disabled,
  className = '',
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy}
      className={`items-center justify-center gap-3 transition disabled:cursor-wait ${className}`}
    >
      {busy && <Spinner size={spinnerSize} label={busyLabel} />}
      {busy && busyText !== undefined ? busyText : children}
    </button>
  )
}
