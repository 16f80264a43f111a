import type { DonorKind } from '../../lib/contract.gen'
import type { Messages } from '../../lib/i18n/useLocale'
import type { DetailField } from './model'

/** The words of the donation form's second step, the donor's details: they load with it (messages.ts has the first step's). */
type DetailsWords = {
  kept: string
  whoGives: string
  kinds: Record<DonorKind, { label: string; hint: string }>
  companyReceipt: string
  labels: Record<DetailField, string>
  /** By an invalid field (spec sections 5 and 9). */
  hints: Record<DetailField, string>
  callingCode: string
  tributeToggle: string
  loading: string
  back: string
  nextPayment: string
}

export const detailsMessages: Messages<DetailsWords> = {
  en: {
    kept: 'The foundation keeps them only to follow your gift and contact you about it.',
    whoGives: 'Who gives?',
    kinds: { person: { label: 'As a person', hint: 'Income tax receipt' }, company: { label: 'As a company', hint: 'Company tax receipt' } },
    companyReceipt:
      'Your company gets the company receipt (Cerfa n° 16216*02, article 238 bis of the French tax code): 60\u00a0% of the gift reduces its tax, within 20,000\u00a0€ or 0.5\u00a0% of its turnover. Below, who we write to about it.',
    labels: {
      raisonSociale: 'Company name',
      siren: 'SIREN',
      formeJuridique: 'Legal form',
      email: 'Email',
      prenom: 'First name',
      nom: 'Last name',
      adresse: 'Address',
      codePostal: 'Postal code',
      ville: 'Town',
      pays: 'Country',
      telephone: 'Phone',
    },
    hints: {
      raisonSociale: "Enter the company's name.",
      siren: "Enter the company's SIREN: 9 digits, as on its Kbis or its invoices.",
      formeJuridique: "Enter the company's legal form, e.g. SARL or SAS.",
      email: 'Enter a valid email address, e.g. name@example.org.',
      prenom: 'Enter your first name.',
      nom: 'Enter your last name.',
      adresse: 'Enter your address.',
      codePostal: 'Enter your postal code.',
      ville: 'Enter your town.',
      pays: 'Enter your country.',
      telephone: 'Enter your phone number (at least 10 characters with the country code).',
    },
    callingCode: 'Country calling code',
    tributeToggle: 'Give in memory or in honour of someone',
    loading: 'Loading…',
    back: 'Back',
    nextPayment: 'Next: payment',
  },
  fr: {
    kept: 'La fondation les conserve uniquement pour suivre votre don et vous contacter à son sujet.',
    whoGives: 'Qui donne ?',
    kinds: {
      person: { label: 'En tant que particulier', hint: 'Reçu fiscal (impôt sur le revenu)' },
      company: { label: 'En tant qu’entreprise', hint: 'Reçu fiscal d’entreprise' },
    },
    companyReceipt:
      'Votre entreprise reçoit le reçu fiscal des entreprises (Cerfa n° 16216*02, article 238 bis du Code général des impôts) : 60\u00a0% du don viennent en réduction de son impôt, dans la limite de 20\u00a0000\u00a0€ ou de 0,5\u00a0% de son chiffre d’affaires. Ci-dessous, la personne à qui nous écrivons à ce sujet.',
    labels: {
      raisonSociale: 'Raison sociale',
      siren: 'SIREN',
      formeJuridique: 'Forme juridique',
      email: 'E-mail',
      prenom: 'Prénom',
      nom: 'Nom',
      adresse: 'Adresse',
      codePostal: 'Code postal',
      ville: 'Ville',
      pays: 'Pays',
      telephone: 'Téléphone',
    },
    hints: {
      raisonSociale: 'Saisissez la raison sociale de l’entreprise.',
      siren: 'Saisissez le SIREN de l’entreprise : 9 chiffres, comme sur son Kbis ou ses factures.',
      formeJuridique: 'Saisissez la forme juridique de l’entreprise, par exemple SARL ou SAS.',
      email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
      prenom: 'Saisissez votre prénom.',
      nom: 'Saisissez votre nom.',
      adresse: 'Saisissez votre adresse.',
      codePostal: 'Saisissez votre code postal.',
      ville: 'Saisissez votre ville.',
      pays: 'Saisissez votre pays.',
      telephone: 'Saisissez votre numéro de téléphone (au moins 10 caractères avec l’indicatif du pays).',
    },
    callingCode: 'Indicatif téléphonique du pays',
    tributeToggle: 'Donner en mémoire ou en l’honneur de quelqu’un',
    loading: 'Chargement…',
    back: 'Retour',
    nextPayment: 'Suivant : le paiement',
  },
}
