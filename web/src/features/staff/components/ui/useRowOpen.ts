import type { MouseEvent } from 'react'
import { useLocation } from 'wouter'

/**
 * A click anywhere on a list's row opens what the row names, as the row's own link does for the
 * keyboard (the link stays the accessible way; the row gets no role or tab stop). A click on one of
 * the row's controls (its links, buttons, tick boxes) keeps its own action, a click that ends a
 * text selection (copying an email) opens nothing, and a Ctrl/⌘-click is left to the link.
 */
export function useRowOpen() {
  const [, navigate] = useLocation()
  return (to: string) => (e: MouseEvent) => {
    if ((e.target as Element).closest('a, button, input, select, textarea, label, summary')) return
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return
    if (window.getSelection()?.toString()) return
    navigate(to)
  }
}

/** The look of a row that opens on a click. */
export const openableRow = 'cursor-pointer hover:bg-slate-50'
