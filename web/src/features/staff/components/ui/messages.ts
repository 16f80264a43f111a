import type { Messages } from '../../../../lib/i18n/useLocale'

/** The fixed words of the shared staff pieces (forms, pagers, notices), in both languages. */
type UiWords = {
  /** The tab title's tail: "Orders · Staff". */
  titleTail: string
  loading: (label: string) => string
  notFound: string
  none: string
  range: (first: number, last: number, total: number) => string
  previous: string
  next: string
  close: string
  search: string
  testTitle: string
  detail: {
    company: string
    siren: string
    legalForm: string
    firstName: string
    lastName: string
    address: string
    postalCode: string
    town: string
    country: string
    phone: string
  }
}

export const uiMessages: Messages<UiWords> = {
  en: {
    titleTail: 'Staff',
    loading: (label) => `Loading ${label}`,
    notFound: 'Not found.',
    none: 'None',
    range: (first, last, total) => `${first}–${last} of ${total}`,
    previous: 'Previous',
    next: 'Next',
    close: 'Close',
    search: 'Search',
    testTitle: 'Paid through the TEST MODE gateway: no real money',
    detail: {
      company: 'Company name',
      siren: 'SIREN',
      legalForm: 'Legal form',
      firstName: 'First name',
      lastName: 'Last name',
      address: 'Address',
      postalCode: 'Postal code',
      town: 'Town',
      country: 'Country',
      phone: 'Phone',
    },
  },
  fr: {
    titleTail: 'Espace équipe',
    loading: (label) => `Chargement : ${label}`,
    notFound: 'Introuvable.',
    none: 'Aucun',
    range: (first, last, total) => `${first}–${last} sur ${total}`,
    previous: 'Précédent',
    next: 'Suivant',
    close: 'Fermer',
    search: 'Rechercher',
    testTitle: 'Payé par la passerelle en MODE TEST : aucun argent réel',
    detail: {
      company: 'Raison sociale',
      siren: 'SIREN',
      legalForm: 'Forme juridique',
      firstName: 'Prénom',
      lastName: 'Nom',
      address: 'Adresse',
      postalCode: 'Code postal',
      town: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
    },
  },
}
