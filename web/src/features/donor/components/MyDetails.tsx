import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { FormField, controlProps } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import { useLocale, useMessages } from '../../../lib/i18n/useLocale'
import { useInlineForm } from '../../../lib/useInlineForm'
import { correctMyDetails } from '../api/correctMyDetails'
import { getMyDetails } from '../api/getMyDetails'
import { donorKeys } from '../api/keys'
import type { DonorIdentityDetails } from '../../../lib/contract.gen'
import { failureStatus, failureText, fieldFailure } from '../failure'
import { useSpaceNotice } from '../hooks/useSpaceNotice'
import { detailsMessages } from '../../donation'
import { donorSpaceMessages } from '../spaceMessages'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { donorLimits } from '../../../lib/rules.gen'
import { Button } from '../../../components/Button'

type Details = Omit<DonorIdentityDetails, 'email'>
type Field = { name: Exclude<keyof Details, 'kind' | 'identity'>; autoComplete: string; multiline?: boolean }

/** A company's own fields, shown only when the details are a company's: the kind is not changed here. */
const companyFields: Field[] = [
  { name: 'raisonSociale', autoComplete: 'organization' },
  { name: 'siren', autoComplete: 'off' },
  { name: 'formeJuridique', autoComplete: 'off' },
]

const personFields: Field[] = [
  { name: 'prenom', autoComplete: 'given-name' },
  { name: 'nom', autoComplete: 'family-name' },
  { name: 'adresse', autoComplete: 'street-address', multiline: true },
  { name: 'codePostal', autoComplete: 'postal-code' },
  { name: 'ville', autoComplete: 'address-level2' },
  { name: 'pays', autoComplete: 'country-name' },
  { name: 'telephone', autoComplete: 'tel' },
]

/** Who a set of details names on a receipt: the company, else the person. */
const nameOf = (details: DonorIdentityDetails) => (details.kind === 'company' ? details.raisonSociale : `${details.prenom} ${details.nom}`)

/** The details the foundation holds for the donor, which their receipts name, and their correction: one set per identity that gave with the email. */
export function MyDetails({ token }: { token: string }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].details
  const details = useQuery({
    queryKey: donorKeys.details(token),
    queryFn: getMyDetails,
    retry: (failures, error) => failures < 1 && failureStatus(error) !== 401,
  })
  const several = (details.data?.length ?? 0) > 1
  return (
    <section aria-labelledby="my-details-title" className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="my-details-title" className="text-xl font-extrabold text-slate-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {several ? words.several : words.one}
      </p>
      {details.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {words.loading}
        </p>
      ) : details.isError ? (
        <LiveNotice notice={{ tone: 'error', text: failureText(details.error, words.notRead, locale) }} className="mt-3" />
      ) : (
        details.data.map((identity, index) => (
          <IdentityDetails key={identity.identity} details={identity} token={token} index={index} name={several ? nameOf(identity) : ''} />
        ))
      )}
    </section>
  )
}

type IdentityProps = { details: DonorIdentityDetails; token: string; index: number; name: string }

/** One identity's details and their correction; `name` heads them when the email has several. */
function IdentityDetails({ details, token, index, name }: IdentityProps) {
  const words = useMessages(donorSpaceMessages).details
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useSpaceNotice()
  const opener = useRef<HTMLButtonElement>(null)
  const close = (next: Notice | null) => {
    setEditing(false)
    setNotice(next)
  }
  return (
    <div className={index > 0 ? 'mt-6 border-t border-slate-100 pt-6' : ''}>
      {name && <h3 className="mt-3 text-lg font-extrabold text-slate-900">{name}</h3>}
      {editing ? (
        <DetailsForm current={details} token={token} index={index} onDone={close} opener={opener} />
      ) : (
        <>
          <DetailsList details={details} />
          <Button
            ref={opener}
            type="button"
            onClick={() => {
              setNotice(null)
              setEditing(true)
            }}
            variant="secondary" width="phone" className="mt-4"
          >
            {words.correct}
            {name && <span className="sr-only">, {name}</span>}
          </Button>
        </>
      )}
      <LiveNotice notice={notice} className="mt-4" />
    </div>
  )
}

function DetailsList({ details }: { details: DonorIdentityDetails }) {
  const words = useMessages(donorSpaceMessages).details
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {details.kind === 'company' && (
        <>
          <dt className="font-bold text-slate-600">{words.company}</dt>
          <dd className="text-slate-900">
            {details.raisonSociale} ({details.formeJuridique}, SIREN {details.siren})
          </dd>
        </>
      )}
      <dt className="font-bold text-slate-600">{words.name}</dt>
      <dd className="text-slate-900">
        {details.prenom} {details.nom}
      </dd>
      <dt className="font-bold text-slate-600">{words.address}</dt>
      <dd className="whitespace-pre-line text-slate-900">
        {details.adresse}
        {'\n'}
        {[details.codePostal, details.ville, details.pays].filter(Boolean).join(' ')}
      </dd>
      <dt className="font-bold text-slate-600">{words.phone}</dt>
      <dd className="text-slate-900">{details.telephone}</dd>
    </dl>
  )
}

type FormProps = {
  current: DonorIdentityDetails
  token: string
  index: number
  onDone: (notice: Notice | null) => void
  opener: RefObject<HTMLButtonElement | null>
}

/** Its first field takes the focus; Cancel or Escape give it back to "Correct my details", a save to its notice. The correction names the identity it corrects. */
function DetailsForm({ current, token, index, onDone, opener }: FormProps) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].details
  const [values, setValues] = useState<Details>(() => {
    const { email: _, ...details } = current // the email names the person and is not corrected
    return details
  })
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: correctMyDetails,
    onSuccess: (next) => {
      queryClient.setQueryData(donorKeys.details(token), (list: DonorIdentityDetails[] | undefined) =>
        list?.map((details) => (details.identity === next.identity ? next : details)),
      )
      onDone({ tone: 'success', text: words.saved })
    },
  })
  const { panel, cancel } = useInlineForm<HTMLFormElement>({ onCancel: () => onDone(null), opener })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(values)
  }
  // A refusal of some fields shows under them; any other failure says so once.
  const fields = current.kind === 'company' ? [...companyFields, ...personFields] : personFields
  const error = save.isError && !fields.some((f) => fieldFailure(save.error, f.name, locale)) ? save.error : null
  return (
    <form {...panel} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const id = `my-details-${index}-${f.name}`
        const fieldError = save.isError ? fieldFailure(save.error, f.name, locale) : undefined
        const props = { ...controlProps(id, fieldError), name: f.name, autoComplete: f.autoComplete, maxLength: donorLimits[f.name], value: values[f.name] }
        const change = (value: string) => setValues((v) => ({ ...v, [f.name]: value }))
        return (
          <FormField key={f.name} id={id} label={detailsMessages[locale].labels[f.name]} error={fieldError} className={f.multiline ? 'sm:col-span-2' : ''}>
            {f.multiline ? <textarea {...props} rows={2} onChange={(e) => change(e.target.value)} /> : <input {...props} onChange={(e) => change(e.target.value)} />}
          </FormField>
        )
      })}
      {error && <LiveNotice notice={{ tone: 'error', text: failureText(error, words.notSaved, locale) }} className="sm:col-span-2" />}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
        <SubmitButton busy={save.isPending} busyLabel={words.saving} width="phone">
          {words.save}
        </SubmitButton>
        <Button type="button" onClick={cancel} variant="secondary" width="phone">
          {words.cancel}
        </Button>
      </div>
    </form>
  )
}
