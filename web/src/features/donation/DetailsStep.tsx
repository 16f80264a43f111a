import { lazy, Suspense, type ReactNode } from 'react'
import { ErrorSummary } from '../../components/ErrorSummary'
import { fieldHints, invalidFields } from './details'
import type { DetailField, Details } from './model'
import type { PhoneValue } from './phone/PhoneField'

// The country list and its calling codes load with this step only.
const PhoneField = lazy(() => import('./phone/PhoneField'))

type Props = {
  details: Details
  invalid: Set<DetailField>
  /** Counts refused submits: each one moves the focus to the error summary. */
  attempt: number
  onChange: (change: Partial<Details>, field: DetailField) => void
  onBack: () => void
  /** Next was asked for: with the fields that are invalid now. */
  onNext: (invalid: Set<DetailField>) => void
}

const inputBase = 'block w-full bg-transparent px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:outline-none'

function boxClass(invalid: boolean) {
  return `mt-1.5 ${inputBase} rounded-xl border bg-slate-50 transition focus:bg-white focus:ring-4 ${
    invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`
}

const textFields: { name: Exclude<DetailField, 'telephone'>; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
  { name: 'prenom', label: 'First name', autoComplete: 'given-name' },
  { name: 'nom', label: 'Last name', autoComplete: 'family-name' },
  { name: 'adresse', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'codePostal', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'ville', label: 'Town', autoComplete: 'address-level2' },
  { name: 'pays', label: 'Country', autoComplete: 'country-name' },
]

const fieldOrder: DetailField[] = ['email', 'prenom', 'nom', 'adresse', 'codePostal', 'ville', 'pays', 'telephone']
const labels = Object.fromEntries([...textFields.map((f) => [f.name, f.label]), ['telephone', 'Phone']]) as Record<DetailField, string>

export function DetailsStep({ details, invalid, attempt, onChange, onBack, onNext }: Props) {
  const summary = fieldOrder.filter((f) => invalid.has(f)).map((f) => ({ id: `donor-${f}`, label: labels[f], message: fieldHints[f] }))
  return (
    <form
      noValidate
      className="mt-6"
      onSubmit={(e) => {
        e.preventDefault()
        onNext(invalidFields(details))
      }}
    >
      {summary.length > 0 && <ErrorSummary errors={summary} attempt={attempt} />}
      <p className="text-sm text-slate-500">The foundation keeps them only to follow your gift and contact you about it.</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {textFields.map((f) => (
          <Field key={f.name} id={`donor-${f.name}`} label={f.label} field={f.name} invalid={invalid.has(f.name)} wide={f.wide}>
            {(aria) => (
              <input
                {...aria}
                name={f.name}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                maxLength={f.name === 'adresse' ? 300 : f.name === 'codePostal' ? 20 : 100}
                value={details[f.name]}
                onChange={(e) => onChange({ [f.name]: e.target.value }, f.name)}
                className={boxClass(invalid.has(f.name))}
              />
            )}
          </Field>
        ))}
        <Field id="donor-telephone" label="Phone" field="telephone" invalid={invalid.has('telephone')} wide>
          {(aria) => (
            <Suspense fallback={<div className={boxClass(false)}>&nbsp;</div>}>
              <PhoneField
                id={aria.id}
                phoneCountry={details.phoneCountry}
                phoneDial={details.phoneDial}
                phoneNational={details.phoneNational}
                onChange={(value: PhoneValue) => onChange(value, 'telephone')}
                invalid={aria['aria-invalid']}
                describedBy={aria['aria-describedby']}
                inputClassName={`${inputBase} min-w-0 flex-1`}
              />
            </Suspense>
          )}
        </Field>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className="rounded-full px-6 py-3 font-bold text-brand-700 ring-1 ring-slate-200 transition hover:bg-brand-50">
          Back
        </button>
        <button type="submit" className="rounded-full bg-brand-700 px-8 py-3 font-bold text-white shadow transition hover:bg-brand-900">
          Next: payment
        </button>
      </div>
    </form>
  )
}

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }

function Field({ id, label, field, invalid, wide, children }: { id: string; label: string; field: DetailField; invalid: boolean; wide?: boolean; children: (aria: Aria) => ReactNode }) {
  const hintId = `${id}-hint`
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': invalid ? hintId : undefined })}
      {invalid && (
        <p id={hintId} className="mt-1.5 text-sm font-semibold text-red-700">
          {fieldHints[field]}
        </p>
      )}
    </div>
  )
}
