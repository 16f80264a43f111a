import { ActionArea, ActionField } from './ActionForm'

type DetailName = 'raisonSociale' | 'siren' | 'formeJuridique' | 'prenom' | 'nom' | 'adresse' | 'codePostal' | 'ville' | 'pays' | 'telephone'

/** A field's wiring: its id, value, server or form error and change handler. */
type Bound = { id: string; value: string; error?: string; onChange: (e: { target: { value: string } }) => void }

/** A donor's details as a staff form edits them (a company's three first), each bound by its server field name. */
export function DonorDetailFields({ company, bind }: { company: boolean; bind: (name: DetailName) => Bound }) {
  return (
    <>
      {company && (
        <div className="grid gap-3 sm:grid-cols-3">
          <ActionField label="Company name" maxLength={200} {...bind('raisonSociale')} />
          <ActionField label="SIREN" maxLength={11} {...bind('siren')} />
          <ActionField label="Legal form" maxLength={100} {...bind('formeJuridique')} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label="First name" maxLength={100} {...bind('prenom')} />
        <ActionField label="Last name" maxLength={100} {...bind('nom')} />
      </div>
      <ActionArea label="Address" rows={2} maxLength={300} {...bind('adresse')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField label="Postal code" maxLength={20} {...bind('codePostal')} />
        <ActionField label="Town" maxLength={100} {...bind('ville')} />
        <ActionField label="Country" maxLength={100} {...bind('pays')} />
        <ActionField label="Phone" maxLength={30} {...bind('telephone')} />
      </div>
    </>
  )
}
