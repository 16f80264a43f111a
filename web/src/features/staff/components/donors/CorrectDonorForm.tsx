import { correctDonor, type DonorCorrection } from '../../api/correctDonor'
import type { DonorIdentity } from '../../../../lib/contract.gen'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionForm, ActionSelect } from '../ui/ActionForm'
import { DonorDetailFields } from '../ui/DonorDetailFields'
import { useStaffWords } from '../../language'
import { donorMessages } from './messages'

const fields = ['kind', 'raisonSociale', 'siren', 'formeJuridique', 'prenom', 'nom', 'adresse', 'codePostal', 'ville', 'pays', 'telephone'] as const

const kinds = ['person', 'company'] as const

/**
 * The treasurer corrects the details of one identity of an email (a donor
 * who phoned, a receipt held for a missing address): the correction names
 * it, and no other identity changes. Receipts already issued keep theirs:
 * replace one from the receipts screen when it must change.
 */
export function CorrectDonorForm({ email, donor }: { email: string; donor: DonorIdentity }) {
  const t = useStaffWords(donorMessages)
  const current: DonorCorrection = {
    prenom: donor.firstName,
    nom: donor.lastName,
    adresse: donor.address,
    codePostal: donor.postalCode,
    ville: donor.town,
    pays: donor.country,
    telephone: donor.phone,
    kind: donor.kind,
    raisonSociale: donor.company,
    siren: donor.siren,
    formeJuridique: donor.legalForm,
  }
  // The draft belongs to the details it started from: once they change (the donor corrected them meanwhile), an old draft is not put back over them.
  const typed = useStaffDraft<DonorCorrection>(`correct-donor:${email}:${donor.identity}:${Object.values(current).join('|')}`, current)
  const values = typed.draft
  // Its success refreshes every staff query, this person's page included.
  const action = useStaffAction((details: DonorCorrection) => correctDonor(email, donor.identity, details), {
    fields,
    done: t.saved,
    draft: typed,
  })
  const errors = action.failure?.fields
  const bind = (name: (typeof fields)[number]) => ({
    id: `donor-${name}`,
    value: values[name],
    error: errors?.[name],
    onChange: (e: { target: { value: string } }) => typed.update({ ...values, [name]: e.target.value }),
  })
  return (
    <ActionForm title={t.correct} button={t.save} busy={action.busy} error={action.failure?.message} success={action.success}
      onSubmit={() => action.submit(values)}>
      <ActionSelect label={t.givesAs} options={kinds.map((value) => ({ value, label: t.kinds[value] }))} {...bind('kind')} />
      <DonorDetailFields company={values.kind === 'company'} bind={bind} />
    </ActionForm>
  )
}
