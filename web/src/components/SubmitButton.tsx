import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Button, type ButtonLook } from './Button'
import { Spinner } from './Spinner'

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> & ButtonLook & {
  children: ReactNode
  /** While true the button refuses clicks and shows a spinner; it keeps the focus. */
  busy: boolean
  /** What the spinner says to screen readers ("Placing your order"). */
  busyLabel: string
  /** The label shown while busy ("Confirming…"); the usual label when left out. */
  busyText?: ReactNode
  spinnerSize?: number
}

/**
 * The app's one button with a working state: a spinner and an optional loading
 * label while its action runs. Busy, it is aria-disabled rather than disabled:
 * a disabled button drops the keyboard focus to the page, and a visitor whose
 * submit fails would have to find their way back. It looks like any Button.
 */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  busyText,
  spinnerSize = 18,
  type = 'submit',
  disabled,
  onClick,
  className = '',
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={(event) => {
        // Busy: neither the click nor the form's submit goes through again.
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
      className={`gap-3 disabled:cursor-wait aria-busy:cursor-wait aria-busy:opacity-80 ${className}`}
    >
      {busy && <Spinner size={spinnerSize} label={busyLabel} />}
      {busy && busyText !== undefined ? busyText : children}
    </Button>
  )
}
