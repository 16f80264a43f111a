import type { TributeKind } from '../../../lib/contract.gen'
import type { Messages } from '../../../lib/i18n/useLocale'

/** The tribute's words ("in memory of / in honour of"), and its rules' reasons in the server's words: they load with its fields. */
type TributeWords = {
  thisGiftIs: string
  kinds: Record<TributeKind, string>
  name: string
  notifyEmail: string
  notifyHint: string
  message: string
  problems: {
    nameMissing: string
    email: string
    tooLong: (max: number) => string
    control: string
    unprintable: string
  }
}

export const tributeMessages: Messages<TributeWords> = {
  en: {
    thisGiftIs: 'This gift is',
    kinds: { memory: 'In memory of', honour: 'In honour of' },
    name: 'Their name',
    notifyEmail: 'Tell someone by email (optional)',
    notifyHint: 'Once your gift is received we tell them your name and whom it honours, never the amount.',
    message: 'Your message (optional)',
    problems: {
      nameMissing: 'Enter the name of the person your gift honours.',
      email: 'Please enter a valid email address.',
      tooLong: (max) => `At most ${max} characters.`,
      control: 'Remove the control characters.',
      unprintable: 'Use letters, digits and common punctuation only: this is printed on a card.',
    },
  },
  fr: {
    thisGiftIs: 'Ce don est fait',
    kinds: { memory: 'En mémoire de', honour: 'En l’honneur de' },
    name: 'Son nom',
    notifyEmail: 'Prévenir quelqu’un par e-mail (facultatif)',
    notifyHint: 'Une fois votre don reçu, nous lui indiquons votre nom et la personne honorée, jamais le montant.',
    message: 'Votre message (facultatif)',
    problems: {
      nameMissing: 'Saisissez le nom de la personne que votre don honore.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      tooLong: (max) => `${max} caractères au plus.`,
      control: 'Retirez les caractères de contrôle.',
      unprintable: 'Utilisez uniquement des lettres, des chiffres et la ponctuation courante : ce texte est imprimé sur une carte.',
    },
  },
}
