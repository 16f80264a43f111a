import type { Messages } from '../../../../lib/i18n/useLocale'
import type { DonorIdentity } from '../../../../lib/contract.gen'

/** The donors screens' words: the list, one email's page, the correction of a donor's details. */
export type DonorWords = {
  title: string
  intro: string
  searchLabel: string
  loading: string
  caption: string
  head: { donor: string; place: string; gifts: string; collected: string; lastGift: string }
  noneMatches: string
  pages: string
  allDonors: string
  loadingDonor: string
  several: (count: number) => string
  details: string
  givesAs: string
  company: (d: DonorIdentity) => string
  person: string
  email: string
  phone: string
  address: string
  gifts: string
  collected: string
  perYear: string
  yearHead: { year: string; payments: string; collected: string }
  everyGift: string
  giftsOf: (email: string, name: string) => string
  // The correction
  kinds: { person: string; company: string }
  saved: string
  correct: string
  save: string
}

export const donorMessages: Messages<DonorWords> = {
  en: {
    title: 'Donors',
    intro: 'One line per person: every gift they made with the same email, on every channel.',
    searchLabel: 'Donor name or email',
    loading: 'donors',
    caption: 'Donors',
    head: { donor: 'Donor', place: 'Place', gifts: 'Gifts', collected: 'Collected', lastGift: 'Last gift' },
    noneMatches: 'No donor matches.',
    pages: 'Donors pages',
    allDonors: '← All donors',
    loadingDonor: 'the donor',
    several: (count) => `${count} donors give with this email: each one’s receipts name it and count only its own gifts.`,
    details: 'Details',
    givesAs: 'Gives as',
    company: (d) => `A company: ${d.company}, ${d.legalForm}, SIREN ${d.siren} (article 238 bis receipts)`,
    person: 'A person',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    gifts: 'Gifts',
    collected: 'Collected',
    perYear: 'Totals per year',
    yearHead: { year: 'Year', payments: 'Payments', collected: 'Collected' },
    everyGift: 'Every gift',
    giftsOf: (email, name) => `Gifts of ${email} as ${name}`,
    kinds: { person: 'A person (income tax receipt, article 200)', company: 'A company (company receipt, article 238 bis)' },
    saved: 'Details saved: the next receipts carry them. Receipts already issued are unchanged; replace one from Receipts if it must change.',
    correct: 'Correct the details',
    save: 'Save the details',
  },
  fr: {
    title: 'Donateurs',
    intro: 'Une ligne par personne : tous les dons faits avec le même e-mail, par tous les canaux.',
    searchLabel: 'Nom ou e-mail du donateur',
    loading: 'les donateurs',
    caption: 'Donateurs',
    head: { donor: 'Donateur', place: 'Lieu', gifts: 'Dons', collected: 'Encaissé', lastGift: 'Dernier don' },
    noneMatches: 'Aucun donateur ne correspond.',
    pages: 'Pages des donateurs',
    allDonors: '← Tous les donateurs',
    loadingDonor: 'le donateur',
    several: (count) => `${count} donateurs donnent avec cet e-mail : les reçus de chacun le nomment et ne comptent que ses propres dons.`,
    details: 'Coordonnées',
    givesAs: 'Donne en tant que',
    company: (d) => `Entreprise : ${d.company}, ${d.legalForm}, SIREN ${d.siren} (reçus article 238 bis)`,
    person: 'Particulier',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    gifts: 'Dons',
    collected: 'Encaissé',
    perYear: 'Totaux par année',
    yearHead: { year: 'Année', payments: 'Paiements', collected: 'Encaissé' },
    everyGift: 'Tous les dons',
    giftsOf: (email, name) => `Dons de ${email} en tant que ${name}`,
    kinds: { person: 'Un particulier (reçu pour l’impôt sur le revenu, article 200)', company: 'Une entreprise (reçu pour les entreprises, article 238 bis)' },
    saved: 'Coordonnées enregistrées : les prochains reçus les porteront. Les reçus déjà émis ne changent pas ; remplacez-en un depuis Reçus fiscaux s’il doit changer.',
    correct: 'Corriger les coordonnées',
    save: 'Enregistrer les coordonnées',
  },
}
