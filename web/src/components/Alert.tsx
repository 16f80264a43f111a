import type { ReactNode } from 'react'

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
}

/** The app's one message box: a tinted, ringed box announced to screen readers. */
export function Alert({ children, tone = 'error', role = 'alert', className = '' }: AlertProps) {
  return (
    <div role={role} className={`rounded-xl px-4 py-3 text-sm font-semibold ring-1 ${tones[tone]} ${className}`.trim()}>
      {children}
    </div>
  )
}
