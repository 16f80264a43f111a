import { useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../../../../components/Button'
import { Alert } from '../../../../components/Alert'
import { useInlineForm } from '../../../../lib/useInlineForm'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'

/**
 * A list whose rows open a form under them (a cheque received, a receipt
 * cancelled): one open at a time, still open after a session that ended and
 * was signed in again; what the last one did stays above the list, since the
 * row may leave a filtered list with its form, and takes the focus.
 */
export function useRowForms() {
  const [pathname] = useLocation()
  const { draft, update, reset } = useStaffDraft(`open-row:${pathname}`, { open: '' })
  const [notice, setNotice] = useState<{ text: string } | null>(null)
  return {
    open: draft.open,
    notice,
    toggle: (id: string) => (draft.open === id ? reset() : update({ open: id })),
    close: reset,
    done: (_: unknown, text: string) => {
      reset()
      setNotice({ text })
    },
  }
}

export function RowNotice({ notice }: { notice: { text: string } | null }) {
  if (!notice) return null
  return (
    <Alert tone="success" role="status" className="mb-4" focusKey={notice}>
      {notice.text}
    </Alert>
  )
}

/** The button opening a row's form ("Cheque…"), "Close" while it is open. */
export function RowToggle({ open, onClick, label, tone }: { open: boolean; onClick: () => void; label: string; tone: 'soft' | 'softWarning' | 'softDanger' }) {
  const words = useStaffWords(uiMessages)
  return (
    <Button variant={tone} size="xs" aria-expanded={open} onClick={onClick} className="whitespace-nowrap">
      {open ? words.close : label}
    </Button>
  )
}

/**
 * The full-width row under a row, holding its form. On a phone the table
 * scrolls sideways: the form stays at its left edge, as wide as the screen.
 * Opened, its first field takes the focus; Escape closes it and gives the
 * focus back to the row's toggle.
 */
export function FormRow({ colSpan, onClose, children }: { colSpan: number; onClose: () => void; children: ReactNode }) {
  const { panel } = useInlineForm<HTMLDivElement>({ onCancel: onClose })
  return (
    <tr>
      <td colSpan={colSpan} className="bg-slate-50 p-4">
        <div {...panel} tabIndex={-1} className="sticky left-4 max-w-[calc(100vw-4.5rem)] focus:outline-none">{children}</div>
      </td>
    </tr>
  )
}
