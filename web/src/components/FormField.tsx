import type { ReactNode } from 'react'

/**
 * The two looks of the app's fields: `regular` for the public forms and the
 * editors, `compact` for the staff back office's action forms (smaller
 * controls, several forms on one screen).
 */
export type FieldLook = 'regular' | 'compact'

const looks = {
  regular: {
    label: 'block text-sm font-bold text-slate-800',
    note: 'mt-1.5',
    control: 'mt-1.5 block w-full rounded-xl border bg-slate-50 px-4 py-3 text-slate-900 transition focus:bg-white',
    border: 'border-slate-200',
  },
  compact: {
    label: 'block text-sm font-semibold text-slate-800',
    note: 'mt-1',
    control: 'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm disabled:bg-slate-50',
    border: 'border-slate-300',
  },
} satisfies Record<FieldLook, { label: string; note: string; control: string; border: string }>

/** What ties a control to FormField's label, error and (when it has one) hint, for a control that brings its own look. */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy }
}

/** The classes of a field's control (input, text area, select) in one of the looks; red when it has an error. */
export function controlClass(error: string | undefined, look: FieldLook = 'regular'): string {
  return `${looks[look].control} ${error ? 'border-red-500' : looks[look].border}`
}

/** The props that tie a required control to its label and its error, with the forms' look: spread them on the input. */
export function controlProps(id: string, error: string | undefined) {
  return { ...fieldAria(id, error), required: true as const, className: controlClass(error) }
}

type FormFieldProps = {
  id: string
  label: string
  error?: string
  /** Under the control, before the error; the control names it with fieldAria(id, error, true). */
  hint?: ReactNode
  look?: FieldLook
  className?: string
  children: ReactNode
}

/** A label, the control (built with controlProps or fieldAria), its hint and the message under it. */
export function FormField({ id, label, error, hint, look = 'regular', className = '', children }: FormFieldProps) {
  const { label: labelClass, note } = looks[look]
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className={`${note} text-xs text-slate-500`}>
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={`${note} text-sm font-semibold text-red-700`}>
          {error}
        </p>
      )}
    </div>
  )
}
