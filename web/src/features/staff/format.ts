import { formatEuros } from '../../lib/money'
import { useStaffLanguage } from './language'
import type { Me } from '../../lib/contract.gen'

type Language = Me['language']

/** Staff figures are cents on the wire; shown as "1 234,50 €". */
export const euros = (cents: number) => formatEuros(cents / 100)

/**
 * Real money, with the TEST MODE money of the same total beside it when there is some:
 * "120,00 € + 235,00 € TEST". Totals never count TEST MODE money (no money moved).
 */
export const eurosWithTest = (cents: number, testCents = 0) => (testCents ? `${euros(cents)} + ${euros(testCents)} TEST` : euros(cents))

// The site's date style ("Mar 05, 2026", lib/dates.ts formatDate), so that staff read a date as visitors do; Paris time.
// In French, as the French site writes it ("5 mars 2026").
const dateStyles = {
  en: { locale: 'en-US', day: { month: 'short', day: '2-digit', year: 'numeric' } },
  fr: { locale: 'fr-FR', day: { month: 'long', day: 'numeric', year: 'numeric' } },
} as const

function parse(value: string): Date | null {
  if (!value) return null
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

/** Words for the statuses and kinds the server sends. */
const wordsIn: Record<Language, Record<string, string>> = {
  en: {
    pending: 'To pay',
    paid: 'Paid',
    shipped: 'Shipped',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
    cancelled: 'Cancelled',
    awaiting_cheque: 'Cheque pledged',
    active: 'Active',
    suspended: 'Suspended',
    past_due: 'Payment failed',
    failed: 'Failed',
    expired: 'Abandoned',
    processing: 'Debit on its way',
    once: 'Once',
    weekly: 'Weekly',
    monthly: 'Monthly',
    card: 'Card',
    paypal: 'PayPal',
    cheque: 'Cheque',
    sepa: 'SEPA Direct Debit',
    in_kind: 'In kind',
    volunteer_expenses: "Volunteer's expenses",
    valid: 'Valid',
    single: 'Single gift',
    annual: 'Annual',
  },
  fr: {
    pending: 'À payer',
    paid: 'Payée',
    shipped: 'Expédiée',
    refunded: 'Remboursé',
    partially_refunded: 'Remboursé en partie',
    cancelled: 'Annulé',
    awaiting_cheque: 'Chèque promis',
    active: 'Actif',
    suspended: 'Suspendu',
    past_due: 'Paiement échoué',
    failed: 'Échoué',
    expired: 'Abandonné',
    processing: 'Prélèvement en cours',
    once: 'Ponctuel',
    weekly: 'Hebdomadaire',
    monthly: 'Mensuel',
    card: 'Carte',
    paypal: 'PayPal',
    cheque: 'Chèque',
    sepa: 'Prélèvement SEPA',
    in_kind: 'En nature',
    volunteer_expenses: 'Frais de bénévole',
    valid: 'Valide',
    single: 'Reçu unitaire',
    annual: 'Annuel',
    // How a gift was paid, as the server words it (PaidWithWords, paidWith): Apple Pay, Google Pay and PayPal stay.
    Card: 'Carte',
    Cheque: 'Chèque',
    'SEPA Direct Debit': 'Prélèvement SEPA',
    'In kind': 'En nature',
    "Volunteer's expenses": 'Frais de bénévole',
    Wallet: 'Portefeuille électronique',
  },
}

/** The staff screens' dates and words in one language. */
export type StaffFormat = {
  /** "Mar 05, 2026, 14:30" ("5 mars 2026 à 14:30") in Paris time; '' for an empty date. */
  when: (value: string) => string
  /** "Mar 05, 2026" ("5 mars 2026") in Paris time; '' for an empty date. */
  day: (value: string) => string
  /** "2026-03" → "Mar 2026" ("mars 2026"). */
  monthName: (month: string) => string
  /** The word for a status or kind the server sends (the value itself for one it does not know). */
  word: (value: string) => string
}

function formatIn(language: Language): StaffFormat {
  const { locale, day: dayStyle } = dateStyles[language]
  const dateTime = new Intl.DateTimeFormat(locale, { ...dayStyle, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' })
  const dateOnly = new Intl.DateTimeFormat(locale, { ...dayStyle, timeZone: 'Europe/Paris' })
  const month = new Intl.DateTimeFormat(locale, { month: language === 'fr' ? 'long' : 'short', year: 'numeric' })
  const words = wordsIn[language]
  return {
    when: (value) => {
      const date = parse(value)
      return date ? dateTime.format(date) : ''
    },
    day: (value) => {
      const date = parse(value)
      return date ? dateOnly.format(date) : ''
    },
    monthName: (value) => {
      const date = parse(`${value}-15`)
      return date ? month.format(date) : value
    },
    word: (value) => words[value] ?? value,
  }
}

const formats: Record<Language, StaffFormat> = { en: formatIn('en'), fr: formatIn('fr') }

/** The staff member's dates and words (their language, lib/../language.ts). */
export function useStaffFormat(): StaffFormat {
  return formats[useStaffLanguage()]
}

/** English dates, for what runs outside a screen (a reply's quote line by default). */
export const { when } = formats.en
