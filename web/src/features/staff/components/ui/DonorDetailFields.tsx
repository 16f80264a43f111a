import { useStaffWords } from '../../language'
import { ActionArea, ActionField } from './ActionForm'
import { uiMessages } from './messages'
import { donorLimits } from '../../../../lib/rules.gen'

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
          <ActionField label={detail.company} maxLength={donorLimits.raisonSociale} {...bind('raisonSociale')} />
          <ActionField label={detail.siren} maxLength={donorLimits.siren} {...bind('siren')} />
          <ActionField label={detail.legalForm} maxLength={donorLimits.formeJuridique} {...bind('formeJuridique')} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label={detail.firstName} maxLength={donorLimits.prenom} {...bind('prenom')} />
        <ActionField label={detail.lastName} maxLength={donorLimits.nom} {...bind('nom')} />
      </div>
      <ActionArea label={detail.address} rows={2} maxLength={donorLimits.adresse} {...bind('adresse')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label={detail.postalCode} maxLength={donorLimits.codePostal} {...bind('codePostal')} />
        <ActionField label={detail.town} maxLength={donorLimits.ville} {...bind('ville')} />
        <ActionField label={detail.country} maxLength={donorLimits.pays} {...bind('pays')} />
        <ActionField label={detail.phone} maxLength={donorLimits.telephone} {...bind('telephone')} />
      </div>
    </>
  )
}
