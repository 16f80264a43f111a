import type { FormEvent, ReactNode } from 'react'
import { Alert } from '../../../../components/Alert'
import { controlClass, fieldAria, FormField } from '../../../../components/FormField'
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

// The action forms' fields are the app's FormField in its compact look; these name the usual controls.

/** A labelled text input of an action form, with its hint and server error under it. */
export function ActionField({ id, label, error, hint, ...input }: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FormField look="compact" id={id} label={label} error={error} hint={hint}>
      <input {...fieldAria(id, error, Boolean(hint))} {...input} className={controlClass(error, 'compact')} />
    </FormField>
  )
}

/** A labelled text area of an action form (an address, a purpose), with its hint and server error under it. */
export function ActionArea({ id, label, error, hint, ...area }: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FormField look="compact" id={id} label={label} error={error} hint={hint}>
      <textarea {...fieldAria(id, error, Boolean(hint))} {...area} className={controlClass(error, 'compact')} />
    </FormField>
  )
}

/** A labelled choice among a few options of an action form, with its hint and server error under it. */
export function ActionSelect({ id, label, error, hint, options, ...select }: FieldProps & { options: { value: string; label: string }[] } & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FormField look="compact" id={id} label={label} error={error} hint={hint}>
      <select {...fieldAria(id, error, Boolean(hint))} {...select} className={controlClass(error, 'compact')}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}
