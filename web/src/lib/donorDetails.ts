/** Who gives: a person (article 200 receipt) or a company (article 238 bis receipt). */
export type DonorKind = 'person' | 'company'

/**
 * A donor's details as the server keeps them (donation_users, in the spec's French field names),
 * the email aside: what the donation form sends, and what the donor and the treasurer correct.
 */
export type DonorFields = {
  prenom: string
  nom: string
  adresse: string
  codePostal: string
  /** The town: the Cerfa receipt's "Commune". */
  ville: string
  pays: string
  telephone: string
  kind: DonorKind
  /** A company's raison sociale, SIREN (9 digits) and legal form; '' for a person. */
  raisonSociale: string
  siren: string
  formeJuridique: string
}
