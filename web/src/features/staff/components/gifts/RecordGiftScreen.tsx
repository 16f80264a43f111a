import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { recordInKind } from '../../api/recordInKind'
import { recordVolunteerExpenses } from '../../api/recordVolunteerExpenses'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionArea, ActionField, ActionForm, ActionSelect } from '../ui/ActionForm'
import { DonorDetailFields } from '../ui/DonorDetailFields'
import { StaffPage } from '../ui/StaffPage'
import { ExpenseLines } from './ExpenseLines'
import { expenseLines, giftProblems, parisToday, emptyExpense, type GiftDraft, type Problems } from './giftChecks'
import { giftPayload } from './giftPayload'
import { checkWords } from '../../../../lib/formChecks'
import { useStaffLanguage } from '../../language'
import { giftMessages } from './messages'
import { donorLimits } from '../../../../lib/rules.gen'
import { giftInKindLimits } from '../../../../lib/signedInRules.gen'

const natures = ['in_kind', 'volunteer_expenses'] as const
const kinds = ['person', 'company'] as const

const initial: GiftDraft = {
  nature: 'in_kind', kind: 'person', raisonSociale: '', siren: '', formeJuridique: '', prenom: '', nom: '', email: '', adresse: '', codePostal: '',
  ville: '', pays: 'France', telephone: '', description: '', value: '', date: parisToday(), mission: '', waived: false, expenses: JSON.stringify([emptyExpense()]),
}

const donorFields = ['kind', 'raisonSociale', 'siren', 'formeJuridique', 'prenom', 'nom', 'email', 'adresse', 'codePostal', 'ville', 'pays', 'telephone']
const giftFields = ['description', 'valueCents', 'date', 'mission', 'waived', 'expenses']
const lineFields = ['date', 'nature', 'justification', 'amountCents', 'vehicle', 'horsepower', 'kilometres', 'rateMillis']

/**
 * /staff/donations/record: the treasurer records a gift that is not money (goods
 * given, or a volunteer's expenses waived), checked here as the server checks
 * it; recorded, its page opens with its receipt (issued when receipts are on).
 */
export function RecordGiftScreen() {
  const [, navigate] = useLocation()
  const language = useStaffLanguage()
  const w = giftMessages[language]
  const typed = useStaffDraft<GiftDraft>('record-gift', initial)
  const d = typed.draft
  const lines = expenseLines(d)
  const [checked, setChecked] = useState<Problems>({})
  const fields = [...donorFields, ...giftFields, ...lines.flatMap((_, i) => lineFields.map((f) => `expenses.${i}.${f}`))]
  const action = useStaffAction(
    (payload: ReturnType<typeof giftPayload>) => (payload.nature === 'in_kind' ? recordInKind(payload.body) : recordVolunteerExpenses(payload.body)),
    { fields, draft: typed, onDone: (gift) => void navigate(`/staff/donations/${encodeURIComponent(gift.id)}`) },
  )
  const problems: Problems = { ...(action.failure?.fields as Problems | undefined), ...checked }
  const update = (change: Partial<GiftDraft>) => typed.update({ ...d, ...change })
  const bind = (name: keyof GiftDraft & string, error: string = name) => ({
    id: `gift-${name}`,
    value: String(d[name]),
    error: problems[error],
    onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value }),
  })
  function submit() {
    const found = giftProblems(d, language)
    setChecked(found)
    if (Object.keys(found).length === 0) action.submit(giftPayload(d))
  }
  const refused = Object.keys(checked).length > 0 ? checkWords[language].fieldsRefused : action.failure?.message
  const inKind = d.nature === 'in_kind'
  return (
    <StaffPage title={w.title} intro={w.intro}
      actions={<Link to="/staff/donations" className="text-sm font-semibold text-brand-700 underline">{w.allDonations}</Link>}>
      <div className="max-w-3xl">
        <ActionForm title={inKind ? w.inKind : w.expensesWaived} button={inKind ? w.recordInKind : w.recordExpenses}
          busy={action.busy} error={refused} onSubmit={submit}>
          <ActionSelect label={w.kindOfGift} options={natures.map((value) => ({ value, label: w.natures[value] }))} {...bind('nature')} />
          <ActionSelect label={w.givenBy} options={kinds.map((value) => ({ value, label: w.kinds[value] }))} {...bind('kind')} />
          <ActionField label={w.email} type="email" maxLength={donorLimits.email} autoComplete="off" {...bind('email')} />
          <DonorDetailFields company={d.kind === 'company'} bind={bind} />
          {inKind ? (
            <>
              <ActionArea label={w.whatGiven} hint={w.whatGivenHint} rows={2} maxLength={giftInKindLimits.description} {...bind('description')} />
              <div className="grid gap-3 sm:grid-cols-2">
                <ActionField label={w.value} hint={w.valueHint} inputMode="decimal" {...bind('value', 'valueCents')} />
                <ActionField label={w.dateGiven} type="date" max={parisToday()} {...bind('date')} />
              </div>
            </>
          ) : (
            <>
              <ActionArea label={w.mission} rows={2} maxLength={giftInKindLimits.description} {...bind('mission')} />
              <ActionField label={w.waiverDate} type="date" max={parisToday()} {...bind('date')} />
              <div>
                <label className="flex items-start gap-2 text-sm">
                  <input id="gift-waived" type="checkbox" checked={d.waived} onChange={(e) => update({ waived: e.target.checked })}
                    aria-invalid={Boolean(problems.waived)} aria-describedby={problems.waived ? 'gift-waived-error' : undefined} className="mt-1" />
                  <span>{w.waived}</span>
                </label>
                {problems.waived && <p id="gift-waived-error" className="mt-1 text-sm font-semibold text-red-700">{problems.waived}</p>}
              </div>
              {problems.expenses && <p className="text-sm font-semibold text-red-700">{problems.expenses}</p>}
              <ExpenseLines lines={lines} problems={problems} onChange={(next) => update({ expenses: JSON.stringify(next) })} />
            </>
          )}
        </ActionForm>
      </div>
    </StaffPage>
  )
}
