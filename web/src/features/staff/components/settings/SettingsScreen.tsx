import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Alert } from '../../../../components/Alert'
import { getSettings } from '../../api/getSettings'
import { getSignature } from '../../api/getSignature'
import { saveSettings } from '../../api/saveSettings'
import type { FoundationCategory, FoundationSettings, Me } from '../../../../lib/contract.gen'
import type { FoundationDetails } from '../../api/saveSettings'
import { uploadSignature } from '../../api/uploadSignature'
import { when } from '../../format'
import { may } from '../../hooks/useStaffSession'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { FeesForm } from './FeesForm'
import { ActionArea, ActionField, ActionForm, ActionSelect } from '../ui/ActionForm'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { fieldList } from './fieldNames'
import { staffKeys } from '../../api/keys'

const fields = [
  'legalName', 'address', 'object', 'legalStatus', 'registrationNumber', 'signatoryName', 'signatoryTitle', 'signaturePlace',
  'receiptsEnabled', 'category', 'decreeDate', 'journalDate',
] as const

/** The foundation's details printed on each tax receipt: admins edit them, treasurers read them. */
export function SettingsScreen({ me }: { me: Me }) {
  const settings = useQuery({ queryKey: staffKeys.settings, queryFn: getSettings })
  const editable = may(me, 'admin')
  return (
    <StaffPage title="Foundation settings" intro={editable ? 'What every tax receipt says about the foundation.' : 'What every tax receipt says about the foundation. Only an admin may change it.'}>
      <Loadable query={settings} label="the settings">
        {(s) => (
          <div className="space-y-6">
            <State settings={s} />
            <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
              <DetailsForm settings={s} editable={editable} />
              <SignatureForm settings={s} editable={editable} />
            </div>
            <FeesForm settings={s} editable={editable} />
          </div>
        )}
      </Loadable>
    </StaffPage>
  )
}

function State({ settings }: { settings: FoundationSettings }) {
  if (settings.issuing) {
    return (
      <Alert tone="success" role="status">
        Tax receipts are on: each paid gift gets its receipt.
      </Alert>
    )
  }
  return (
    <Alert tone="warning" role="status">
      Tax receipts are off.{' '}
      {settings.missing.length > 0
        ? `Before they can be turned on, fill in: ${fieldList(settings.missing)}.`
        : 'Every detail is filled in: an admin may turn them on.'}
    </Alert>
  )
}

function DetailsForm({ settings, editable }: { settings: FoundationSettings; editable: boolean }) {
  // What was typed is kept (a reload, a refusal, a session that ends): the details save while incomplete.
  const typed = useStaffDraft<FoundationDetails>('foundation-settings', pick(settings))
  const details = typed.draft
  const setDetails = typed.update
  const [saved, setSaved] = useState('')
  const action = useStaffAction((input: FoundationDetails) => saveSettings(input), {
    fields,
    draft: typed,
    onDone: (out) => {
      // Receipts asked for too soon stay off: the box follows what was saved, and the message says why.
      if (details.receiptsEnabled && !out.receiptsEnabled) {
        setDetails({ receiptsEnabled: false })
        setSaved(`Saved. Tax receipts stay off until these are filled in: ${fieldList(out.missing)}.`)
      } else setSaved('Saved.')
    },
  })
  const errors = action.failure?.fields
  const text = (name: Exclude<keyof FoundationDetails, 'receiptsEnabled'>) => ({
    id: `settings-${name}`,
    value: details[name],
    onChange: (e: { target: { value: string } }) => setDetails({ [name]: e.target.value }),
    error: errors?.[name],
  })
  const category = settings.categories.find((c) => c.key === details.category)
  const body = (
    <fieldset disabled={!editable} className="space-y-4">
      <legend className="sr-only">The foundation's details</legend>
      <ActionField label="Legal name" maxLength={200} {...text('legalName')} />
      <ActionArea label="Address" rows={3} maxLength={500} hint="As it must appear on the receipt, on several lines." {...text('address')} />
      <ActionArea label="Object (purpose)" rows={3} maxLength={1000} {...text('object')} />
      <ActionField label="Legal status" maxLength={200} hint="Such as « Fondation reconnue d'utilité publique »." {...text('legalStatus')} />
      <ActionField label="RNA or SIREN number" maxLength={30} {...text('registrationNumber')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionField label="Signatory's name" maxLength={120} {...text('signatoryName')} />
        <ActionField label="Signatory's title" maxLength={120} hint="Such as « Président »." {...text('signatoryTitle')} />
      </div>
      <ActionField label="Place of signature" maxLength={100} hint="The town printed before the date." {...text('signaturePlace')} />
      <ActionSelect label="Category" hint={categoryHint(category)} {...text('category')}
        options={[{ value: '', label: 'Choose the category the Cerfa ticks…' }, ...settings.categories.map((c) => ({ value: c.key, label: c.label }))]} />
      {category?.needsDecree && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ActionField label="Decree of recognition, dated" type="date" {...text('decreeDate')} />
          <ActionField label="Published in the Journal officiel of" type="date" {...text('journalDate')} />
        </div>
      )}
      <Check id="settings-receiptsEnabled" label="Issue tax receipts" hint="Each paid one-off gift then gets its receipt at once, mailed to the donor."
        checked={details.receiptsEnabled} onChange={(v) => setDetails({ receiptsEnabled: v })} error={errors?.receiptsEnabled} />
    </fieldset>
  )
  if (!editable) return <Panel title="Details">{body}</Panel>
  return (
    <ActionForm title="Details" button="Save the settings" busy={action.busy} error={action.failure?.message} success={action.busy ? '' : saved}
      onSubmit={() => action.submit(details)}>
      {body}
      {settings.updated && <p className="text-xs text-slate-500">Last saved {when(settings.updated)}.</p>}
    </ActionForm>
  )
}

function pick(s: FoundationSettings): FoundationDetails {
  const { legalName, address, object, legalStatus, registrationNumber, signatoryName, signatoryTitle, signaturePlace, receiptsEnabled, category, decreeDate, journalDate } = s
  return { legalName, address, object, legalStatus, registrationNumber, signatoryName, signatoryTitle, signaturePlace, receiptsEnabled, category, decreeDate, journalDate }
}

/** What the category gives donors, as the receipts and the donation form will say it. */
function categoryHint(c: FoundationCategory | undefined): string {
  if (!c) return 'It decides the tax reduction donors are promised and whether the IFI box is printed.'
  const rate = c.rate === 75 ? '75 % of gifts up to the yearly ceiling the law sets, 66 % beyond (article 200, 1 ter)' : '66 % of gifts (article 200)'
  return `Donors get ${rate}; ${c.ifi ? 'gifts may also reduce the IFI (article 978).' : 'no IFI reduction (article 978 does not cover this category).'}`
}

function Check({ id, label, hint, checked, onChange, error }: { id: string; label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-800">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
        <span>
          <span className="font-semibold">{label}</span>
          {hint && <span className="block text-xs text-slate-500">{hint}</span>}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** An object URL for a Blob while it is shown, revoked after. */
function useObjectUrl(blob: Blob | null | undefined): string {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : ''), [blob])
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url)
  }, [url])
  return url
}

function SignatureForm({ settings, editable }: { settings: FoundationSettings; editable: boolean }) {
  const current = useQuery({ queryKey: staffKeys.signature(settings.updated), queryFn: getSignature, enabled: settings.hasSignature })
  const currentUrl = useObjectUrl(current.data)
  const [file, setFile] = useState<File | null>(null)
  const chosenUrl = useObjectUrl(file)
  const [localError, setLocalError] = useState('')
  // After a save the chosen file is cleared (the input too, by its key) and the stored one shows.
  const [saved, setSaved] = useState(0)
  const action = useStaffAction((f: File) => uploadSignature(f), {
    fields: ['signature'] as const,
    onDone: () => {
      setFile(null)
      setSaved(saved + 1)
    },
  })
  function submit() {
    if (!file) return setLocalError('Choose an image of the signature first.')
    setLocalError('')
    action.submit(file)
  }
  const preview = (
    <div className="flex h-32 items-center justify-center rounded-xl bg-white ring-1 ring-slate-200">
      {chosenUrl || currentUrl ? (
        <img src={chosenUrl || currentUrl} alt={chosenUrl ? 'The chosen signature, not saved yet' : 'The stored signature'} className="max-h-28 max-w-full object-contain" />
      ) : (
        <p className="text-sm text-slate-500">{current.isFetching ? 'Loading…' : 'No signature stored.'}</p>
      )}
    </div>
  )
  if (!editable) return <Panel title="Signature">{preview}</Panel>
  return (
    <ActionForm title="Signature" button="Upload the signature" busy={action.busy} error={localError || action.failure?.fields.signature || action.failure?.message}
      success={saved > 0 && !file ? 'Signature saved.' : ''} onSubmit={submit}>
      {preview}
      <div>
        <label htmlFor="settings-signature" className="block text-sm font-semibold text-slate-800">
          Signature image
        </label>
        <input key={saved} id="settings-signature" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby="settings-signature-hint"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:text-sm file:font-semibold" />
        <p id="settings-signature-hint" className="mt-1 text-xs text-slate-500">
          PNG, JPEG or WebP, at most 5 MB; stored grey on white, at most 600 × 200.
        </p>
      </div>
    </ActionForm>
  )
}
