import { useStaffWords } from '../../language'
import { ActionArea, ActionField } from './ActionForm'
import { uiMessages } from './messages'

type DetailName = 'raisonSociale' | 'siren' | 'formeJuridique' | 'prenom' | 'nom' | 'adresse' | 'codePostal' | 'ville' | 'pays' | 'telephone'

/** A field's wiring: its id, value, server or form error and change handler. */
type Bound = { id: string; value: string; error?: string; onChange: (e: { target: { value: string } }) => void }

/** A donor's details as a staff form edits them (a company's three first), each bound by its server field name. */
export function DonorDetailFields({ company, bind }: { company: boolean; bind: (name: DetailName) => Bound }) {
  const { detail } = useStaffWords(uiMessages)
  return (
    <>
      {company && (
        <div className="grid gap-3 sm:grid-cols-3">
          <ActionField label={detail.company} maxLength={200} {...bind('raisonSociale')} />
          <ActionField label={detail.siren} maxLength={11} {...bind('siren')} />
          <ActionField label={detail.legalForm} maxLength={100} {...bind('formeJuridique')} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label={detail.firstName} maxLength={100} {...bind('prenom')} />
        <ActionField label={detail.lastName} maxLength={100} {...bind('nom')} />
      </div>
      <ActionArea label={detail.address} rows={2} maxLength={300} {...bind('adresse')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label={detail.postalCode} maxLength={20} {...bind('codePostal')} />
        <ActionField label={detail.town} maxLength={100} {...bind('ville')} />
        <ActionField label={detail.country} maxLength={100} {...bind('pays')} />
        <ActionField label={detail.phone} maxLength={30} {...bind('telephone')} />
      </div>
    </>
  )
}
