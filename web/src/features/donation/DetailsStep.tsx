import { lazy, Suspense, useState } from 'react'
import { ErrorSummary } from '../../components/ErrorSummary'
import { fieldAria, FormField } from '../../components/FormField'
import { useLocale } from '../../lib/i18n/useLocale'
import { choice, chosen, notChosen } from './choices'
import { detailsMessages } from './detailsMessages'
import { fieldHint, invalidFields } from './details'
import type { DonorKind } from '../../lib/contract.gen'
import type { DetailField, Details, Draft } from './model'
import type { PhoneValue } from './phone/PhoneField'
import { TributeSection } from './tribute/TributeSection'
import { donorLimits } from '../../lib/rules.gen'
import { Button } from '../../components/Button'

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
  /** The gift's tribute, asked on this step (its fields are their own chunk: TributeSection). */
  draft: Pick<Draft, 'tributeOpen' | 'tribute' | 'tributeOk'>
  update: (change: Partial<Draft>) => void
}

const inputBase = 'block w-full bg-transparent px-4 py-3 text-slate-900 placeholder:text-slate-400'

function boxClass(invalid: boolean) {
  return `mt-1.5 ${inputBase} rounded-xl border bg-slate-50 transition focus:bg-white ${invalid ? 'border-red-500' : 'border-slate-300'}`
}

type TextField = { name: Exclude<DetailField, 'telephone'>; autoComplete: string; type?: string; wide?: boolean }

const kinds: DonorKind[] = ['person', 'company']

/** A company's own fields, asked before who writes for it (article 238 bis receipts name the company). */
const companyFields: TextField[] = [
  { name: 'raisonSociale', autoComplete: 'organization', wide: true },
  { name: 'siren', autoComplete: 'off' },
  { name: 'formeJuridique', autoComplete: 'off' },
]

const textFields: TextField[] = [
  { name: 'email', autoComplete: 'email', type: 'email', wide: true },
  { name: 'prenom', autoComplete: 'given-name' },
  { name: 'nom', autoComplete: 'family-name' },
  { name: 'adresse', autoComplete: 'street-address', wide: true },
  { name: 'codePostal', autoComplete: 'postal-code' },
  { name: 'ville', autoComplete: 'address-level2' },
  { name: 'pays', autoComplete: 'country-name' },
]

const fieldOrder: DetailField[] = [...[...companyFields, ...textFields].map((f) => f.name), 'telephone']

export function DetailsStep({ details, invalid, attempt, onChange, onBack, onNext, draft, update }: Props) {
  const locale = useLocale()
  const words = detailsMessages[locale]
  const labels = words.labels
  const [tributeAttempt, setTributeAttempt] = useState(0)
  // A company's fields left invalid before choosing "As a person" are gone from the form, and from its summary.
  const shown = (f: DetailField) => details.kind === 'company' || !companyFields.some((c) => c.name === f)
  const hintOf = (f: DetailField) => (invalid.has(f) ? fieldHint(f, details, locale) : undefined)
  const summary = fieldOrder.filter((f) => invalid.has(f) && shown(f)).map((f) => ({ id: `donor-${f}`, label: labels[f], message: fieldHint(f, details, locale) }))
  return (
    <form
      noValidate
      className="mt-6"
      onSubmit={(e) => {
        e.preventDefault()
        // An open tribute must pass the server's rules before the payment step, as the details do.
        if (draft.tributeOpen && !draft.tributeOk) return setTributeAttempt((n) => n + 1)
        onNext(invalidFields(details))
      }}
    >
      {summary.length > 0 && <ErrorSummary errors={summary} attempt={attempt} />}
      <p className="text-sm text-slate-500">{words.kept}</p>
      <fieldset className="mt-5">
        <legend className="text-sm font-bold text-slate-800">{words.whoGives}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:gap-3">
          {kinds.map((value) => ({ value, ...words.kinds[value] })).map((k) => (
            <label key={k.value} className={`${choice} flex-col py-3 ${details.kind === k.value ? chosen : notChosen}`}>
              <input type="radio" name="kind" value={k.value} checked={details.kind === k.value} onChange={() => onChange({ kind: k.value }, 'raisonSociale')} className="sr-only" />
              <span>{k.label}</span>
              <span className={`text-xs font-medium ${details.kind === k.value ? 'text-brand-100' : 'text-slate-500'}`}>{k.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {details.kind === 'company' && (
        <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700">
          {words.companyReceipt}
        </p>
      )}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {(details.kind === 'company' ? [...companyFields, ...textFields] : textFields).map((f) => (
          <FormField key={f.name} id={`donor-${f.name}`} label={labels[f.name]} error={hintOf(f.name)} className={f.wide ? 'sm:col-span-2' : ''}>
            <input
              {...fieldAria(`donor-${f.name}`, hintOf(f.name))}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              maxLength={donorLimits[f.name]}
              value={details[f.name]}
              onChange={(e) => onChange({ [f.name]: e.target.value }, f.name)}
              className={boxClass(invalid.has(f.name))}
            />
          </FormField>
        ))}
        <FormField id="donor-telephone" label={labels.telephone} error={hintOf('telephone')} className="sm:col-span-2">
          <Suspense fallback={<div className={boxClass(false)}>&nbsp;</div>}>
            <PhoneField
              id="donor-telephone"
              countryLabel={words.callingCode}
              phoneCountry={details.phoneCountry}
              phoneDial={details.phoneDial}
              phoneNational={details.phoneNational}
              onChange={(value: PhoneValue) => onChange(value, 'telephone')}
              invalid={invalid.has('telephone')}
              describedBy={fieldAria('donor-telephone', hintOf('telephone'))['aria-describedby']}
              inputClassName={`${inputBase} min-w-0 flex-1 focus:outline-none`}
            />
          </Suspense>
        </FormField>
      </div>
      <TributeSection draft={draft} update={update} attempt={tributeAttempt} />
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" onClick={onBack} variant="secondary" size="lg">
          {words.back}
        </Button>
        <Button type="submit" size="xl" className="shadow">
          {words.nextPayment}
        </Button>
      </div>
    </form>
  )
}
