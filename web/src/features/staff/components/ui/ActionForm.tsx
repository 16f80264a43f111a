import type { FormEvent, ReactNode } from 'react'
import { Alert } from '../../../../components/Alert'
import { SubmitButton } from '../../../../components/SubmitButton'

/** One staff action's form: its fields, the refusal above the button, the confirmation after. */
export function ActionForm({ title, children, onSubmit, busy, error, success, button, tone = 'primary' }: {
  title: string
  children?: ReactNode
  onSubmit: () => void
  busy: boolean
  error?: string
  success?: string
  button: string
  tone?: 'primary' | 'danger'
}) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="font-bold text-slate-900">{title}</h2>
      {children}
      {error && <Alert>{error}</Alert>}
      {success && (
        <Alert tone="success" role="status" focusKey={success}>
          {success}
        </Alert>
      )}
      <SubmitButton busy={busy} busyLabel={`${button}…`} variant={tone}>
        {button}
      </SubmitButton>
    </form>
  )
}

type FieldProps = { id: string; label: string; error?: string; hint?: string }

const box = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm disabled:bg-slate-50 ${
    error ? 'border-red-500' : 'border-slate-300'
  }`

/** The label over a field and its hint and server error under it; `control` gets the ARIA wiring. */
function Labelled({ id, label, error, hint, control }: FieldProps & { control: (aria: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode }) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled text input of an action form, with its server error under it. */
export function ActionField({ id, label, error, hint, ...input }: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return <Labelled id={id} label={label} error={error} hint={hint} control={(aria) => <input id={id} {...aria} {...input} className={box(error)} />} />
}

/** A labelled text area of an action form (an address, a purpose), with its server error under it. */
export function ActionArea({ id, label, error, hint, ...area }: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return <Labelled id={id} label={label} error={error} hint={hint} control={(aria) => <textarea id={id} {...aria} {...area} className={box(error)} />} />
}

/** A labelled choice among a few options of an action form, with its server error under it. */
export function ActionSelect({ id, label, error, hint, options, ...select }: FieldProps & { options: { value: string; label: string }[] } & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint} control={(aria) => (
      <select id={id} {...aria} {...select} className={box(error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )} />
  )
}
