import type { ReactNode } from 'react'

/** What ties a control to FormField's label and error, for a control that brings its own look. */
export function fieldAria(id: string, error: string | undefined) {
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined }
}

/** The props that tie a required control to its label and its error, with the forms' look: spread them on the input. */
export function controlProps(id: string, error: string | undefined) {
  return {
    ...fieldAria(id, error),
    required: true as const,
    className: `mt-1.5 block w-full rounded-xl border bg-slate-50 px-4 py-3 text-slate-900 transition focus:bg-white ${
      error ? 'border-red-500' : 'border-slate-200'
    }`,
  }
}

/** A label, the control (built with controlProps or fieldAria) and the message under it. */
export function FormField({ id, label, error, className = '', children }: { id: string; label: string; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
