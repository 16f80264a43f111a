import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Alert } from '../../../../components/Alert'
import { FormField } from '../../../../components/FormField'
import { getSettings } from '../../api/getSettings'
import { getSignature } from '../../api/getSignature'
import { saveSettings } from '../../api/saveSettings'
import type { FoundationCategory, FoundationSettings, Me } from '../../../../lib/contract.gen'
import type { FoundationDetails } from '../../api/saveSettings'
import { uploadSignature } from '../../api/uploadSignature'
import { useStaffFormat } from '../../format'
import { useStaffLanguage, useStaffWords } from '../../language'
import { may } from '../../hooks/useStaffSession'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { FeesForm } from './FeesForm'
import { ActionArea, ActionField, ActionForm, ActionSelect } from '../ui/ActionForm'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { fieldList } from './fieldNames'
import { staffKeys } from '../../api/keys'
import { settingsMessages, type SettingsWords } from './messages'
import { settingsLimits } from '../../../../lib/signedInRules.gen'

const fields = [
  'legalName', 'address', 'object', 'legalStatus', 'registrationNumber', 'signatoryName', 'signatoryTitle', 'signaturePlace',
  'receiptsEnabled', 'category', 'decreeDate', 'journalDate',
] as const

/** The foundation's details printed on each tax receipt: admins edit them, treasurers read them. */
export function SettingsScreen({ me }: { me: Me }) {
  const w = useStaffWords(settingsMessages)
  const settings = useQuery({ queryKey: staffKeys.settings, queryFn: getSettings })
  const editable = may(me, 'admin')
  return (
    <StaffPage title={w.title} intro={editable ? w.intro : w.introReadOnly}>
      <Loadable query={settings} label={w.loading}>
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
  const w = useStaffWords(settingsMessages)
  const language = useStaffLanguage()
  if (settings.issuing) {
    return (
      <Alert tone="success" role="status">
        {w.on}
      </Alert>
    )
  }
  return (
    <Alert tone="warning" role="status">
      {w.off}{' '}
      {settings.missing.length > 0 ? w.fillIn(fieldList(settings.missing, language)) : w.complete}
    </Alert>
  )
}

function DetailsForm({ settings, editable }: { settings: FoundationSettings; editable: boolean }) {
  // What was typed is kept (a reload, a refusal, a session that ends): the details save while incomplete.
  const w = useStaffWords(settingsMessages)
  const language = useStaffLanguage()
  const { when } = useStaffFormat()
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
        setSaved(w.savedOff(fieldList(out.missing, language)))
      } else setSaved(w.saved)
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
      <legend className="sr-only">{w.detailsLegend}</legend>
      <ActionField label={w.legalName} maxLength={settingsLimits.legalName} {...text('legalName')} />
      <ActionArea label={w.address} rows={3} maxLength={settingsLimits.address} hint={w.addressHint} {...text('address')} />
      <ActionArea label={w.object} rows={3} maxLength={settingsLimits.object} {...text('object')} />
      <ActionField label={w.legalStatus} maxLength={settingsLimits.legalStatus} hint={w.legalStatusHint} {...text('legalStatus')} />
      <ActionField label={w.registrationNumber} maxLength={settingsLimits.registrationNumber} {...text('registrationNumber')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionField label={w.signatoryName} maxLength={settingsLimits.signatoryName} {...text('signatoryName')} />
        <ActionField label={w.signatoryTitle} maxLength={settingsLimits.signatoryTitle} hint={w.signatoryTitleHint} {...text('signatoryTitle')} />
      </div>
      <ActionField label={w.signaturePlace} maxLength={settingsLimits.signaturePlace} hint={w.signaturePlaceHint} {...text('signaturePlace')} />
      <ActionSelect label={w.category} hint={categoryHint(category, w)} {...text('category')}
        options={[{ value: '', label: w.chooseCategory }, ...settings.categories.map((c) => ({ value: c.key, label: c.label }))]} />
      {category?.needsDecree && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ActionField label={w.decreeDate} type="date" {...text('decreeDate')} />
          <ActionField label={w.journalDate} type="date" {...text('journalDate')} />
        </div>
      )}
      <Check id="settings-receiptsEnabled" label={w.issue} hint={w.issueHint}
        checked={details.receiptsEnabled} onChange={(v) => setDetails({ receiptsEnabled: v })} error={errors?.receiptsEnabled} />
    </fieldset>
  )
  if (!editable) return <Panel title={w.details}>{body}</Panel>
  return (
    <ActionForm title={w.details} button={w.save} busy={action.busy} error={action.failure?.message} success={action.busy ? '' : saved}
      onSubmit={() => action.submit(details)}>
      {body}
      {settings.updated && <p className="text-xs text-slate-500">{w.lastSaved(when(settings.updated))}</p>}
    </ActionForm>
  )
}

function pick(s: FoundationSettings): FoundationDetails {
  const { legalName, address, object, legalStatus, registrationNumber, signatoryName, signatoryTitle, signaturePlace, receiptsEnabled, category, decreeDate, journalDate } = s
  return { legalName, address, object, legalStatus, registrationNumber, signatoryName, signatoryTitle, signaturePlace, receiptsEnabled, category, decreeDate, journalDate }
}

/** What the category gives donors, as the receipts and the donation form will say it. */
function categoryHint(c: FoundationCategory | undefined, w: SettingsWords): string {
  if (!c) return w.categoryUnset
  return w.categoryHint(c.rate === 75 ? w.rate75 : w.rate66, c.ifi)
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
  const w = useStaffWords(settingsMessages).signature
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
    if (!file) return setLocalError(w.chooseFirst)
    setLocalError('')
    action.submit(file)
  }
  const preview = (
    <div className="flex h-32 items-center justify-center rounded-xl bg-white ring-1 ring-slate-200">
      {chosenUrl || currentUrl ? (
        <img src={chosenUrl || currentUrl} alt={chosenUrl ? w.chosen : w.stored} className="max-h-28 max-w-full object-contain" />
      ) : (
        <p className="text-sm text-slate-500">{current.isFetching ? w.loading : w.none}</p>
      )}
    </div>
  )
  if (!editable) return <Panel title={w.title}>{preview}</Panel>
  return (
    <ActionForm title={w.title} button={w.upload} busy={action.busy} error={localError || action.failure?.fields.signature || action.failure?.message}
      success={saved > 0 && !file ? w.saved : ''} onSubmit={submit}>
      {preview}
      <FormField look="compact" id="settings-signature" label={w.image} hint={w.hint}>
        <input key={saved} id="settings-signature" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby="settings-signature-hint"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:text-sm file:font-semibold" />
      </FormField>
    </ActionForm>
  )
}
