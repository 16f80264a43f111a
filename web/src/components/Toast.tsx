import { useEffect, useSyncExternalStore } from 'react'
import { useLocale } from '../lib/i18n/useLocale'

const dismissLabel = { en: 'Dismiss', fr: 'Fermer' }

export type ToastKind = 'success' | 'error'
type Toast = { id: number; kind: ToastKind; message: string }

/** A tiny toast store: toast() from anywhere, <Toaster /> where they should show. */
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(message: string, kind: ToastKind = 'success'): void {
  toasts = [...toasts, { id: nextId++, kind, message }]
  emit()
}

function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const visibleFor = 6000

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(item.id), visibleFor)
    return () => window.clearTimeout(timer)
  }, [item.id])
  const success = item.kind === 'success'
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-2xl px-4 py-3 text-sm font-semibold shadow-lg ring-1 ${
        success ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'
      }`}
    >
      <span aria-hidden="true" className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs text-white ${success ? 'bg-emerald-600' : 'bg-red-600'}`}>
        {success ? '✓' : '!'}
      </span>
      <span className="flex-1">{item.message}</span>
      <button type="button" onClick={() => dismiss(item.id)} aria-label={dismissLabel[useLocale()]} className="-m-1 rounded-full p-1 text-current opacity-60 hover:opacity-100">
        ×
      </button>
    </li>
  )
}

/** Shows the toasts at the top right (at the bottom on phones, clear of the header), announced politely. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts)
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:bottom-auto sm:top-20 sm:justify-end">
      <ul className="flex w-full max-w-sm flex-col gap-3">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  )
}
