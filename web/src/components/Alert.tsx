import { useEffect, useRef, type ReactNode } from 'react'

const tones = {
  /** Something failed or was refused. */
  error: 'bg-red-50 text-red-800 ring-red-200',
  /** Something the visitor should know (a cancelled payment, a product gone from the cart). */
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  /** Something done as asked (a staff action recorded). */
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
} as const

type AlertProps = {
  children: ReactNode
  tone?: keyof typeof tones
  /** `alert` interrupts screen readers; `status` waits its turn (news that is not a failure). */
  role?: 'alert' | 'status'
  /** Margins and, for a roomier box, padding or text classes. */
  className?: string
  /**
   * An action's outcome: each time this changes to a value, the box takes the
   * focus (the form or button that led here may be gone, and the next Tab goes
   * on from the message). Give a new object for each outcome, even a repeated one.
   */
  focusKey?: unknown
}

/** The app's one message box: a tinted, ringed box announced to screen readers. */
export function Alert({ children, tone = 'error', role = 'alert', className = '', focusKey }: AlertProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusKey) box.current?.focus()
  }, [focusKey])
  return (
    <div ref={box} role={role} tabIndex={focusKey === undefined ? undefined : -1} className={`rounded-xl px-4 py-3 text-sm font-semibold ring-1 ${tones[tone]} ${className}`.trim()}>
      {children}
    </div>
  )
}
