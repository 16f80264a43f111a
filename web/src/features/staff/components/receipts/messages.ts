import type { Messages } from '../../../../lib/i18n/useLocale'
import { plural } from '../../../../lib/i18n/plural'

/** The tax receipts screen's words: the declaration, the list, the gifts without one, the annual run and the export. */
export type ReceiptWords = {
  title: string
  intro: string
  loading: string
  count: (n: number) => string
  // The list
  receipts: string
  searchLabel: string
  year: string
  status: string
  kind: string
  all: string
  pages: string
  head: { number: string; donor: string; amount: string; date: string; kind: string; status: string }
  noneMatches: string
  company: (siren: string) => string
  payments: (n: number) => string
  replacedBy: (number: string) => string
  replaces: (number: string) => string
  cancel: string
  pdfOf: (number: string) => string
  // Cancelling one
  cancelledReplaced: (cancelled: string, replacement: string) => string
  cancelled: (number: string) => string
  sayWhy: string
  cancelTitle: (number: string) => string
  cancelButton: string
  cancelIntro: string
  reason: string
  replace: string
  replaceHint: string
  // The declaration
  declaration: string
  declarationText: { figures: string; total: string; whenIssued: string; number: string; whatever: string; where: string }
  declarationCaption: string
  declarationHead: { year: string; gifts: string; issued: string; cancelled: string; declaration: string }
  noReceipt: string
  forGifts: (count: string, year: number) => string
  ofWhichCompanies: (what: string) => string
  naming: (amount: string) => string
  markedDeclared: (year: number) => string
  declared: (day: string) => string
  by: (who: string) => string
  dueOnceOver: (day: string) => string
  dueBy: (day: string) => string
  marking: string
  markDeclared: (year: number) => string
  // Gifts without a receipt
  missing: string
  missingIntro: string
  loadingMissing: string
  missingHead: { paid: string; donor: string; amount: string; method: string; why: string }
  everyGift: string
  reasons: Record<string, string>
  issuing: string
  issue: string
  // The annual run
  annualTitle: (year: number) => string
  annualIntro: string
  yearLabel: string
  issuingAnnual: string
  issuingWait: string
  ran: (year: number, issued: number, already: number, blocked: number) => string
  // The export
  exportTitle: string
  download: string
  downloaded: string
  exportIntro: string
  yearOfIssue: string
  allYears: string
}

export const receiptMessages: Messages<ReceiptWords> = {
  en: {
    title: 'Tax receipts',
    intro: 'Cerfa n° 11580*05 receipts: numbered once, never changed, never deleted.',
    loading: 'receipts',
    count: (n) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`,
    receipts: 'Receipts',
    searchLabel: 'Donor name, email or number',
    year: 'Year',
    status: 'Status',
    kind: 'Kind',
    all: 'All',
    pages: 'Receipts pages',
    head: { number: 'Number', donor: 'Donor', amount: 'Amount', date: 'Gift date or period', kind: 'Kind', status: 'Status' },
    noneMatches: 'No receipt matches.',
    company: (siren) => `Company, SIREN ${siren} (article 238 bis)`,
    payments: (n) => `${n} ${n === 1 ? 'payment' : 'payments'}`,
    replacedBy: (number) => `replaced by ${number}`,
    replaces: (number) => `replaces ${number}`,
    cancel: 'Cancel…',
    pdfOf: (number) => `PDF of receipt ${number}`,
    cancelledReplaced: (cancelled, replacement) => `Receipt ${cancelled} cancelled and replaced by ${replacement}.`,
    cancelled: (number) => `Receipt ${number} cancelled.`,
    sayWhy: 'Say why the receipt is cancelled (it is kept with it).',
    cancelTitle: (number) => `Cancel receipt ${number}`,
    cancelButton: 'Cancel the receipt',
    cancelIntro: 'The number stays used and the receipt is kept, marked cancelled with your reason. Its stamped copy prints the reason for the donor: write it in French (« erreur d’adresse »).',
    reason: 'Reason',
    replace: 'Issue a replacement',
    replaceHint: "A new number, with the gift's figures and the donor's details as they are now.",
    declaration: 'Yearly declaration (article 222 bis)',
    declarationText: {
      figures: 'For each year N, the foundation declares two figures: ',
      total: '1. the total of the gifts received in N',
      whenIssued: ' that its receipts name (whenever the receipt was issued: the annual receipts of N are issued in January of N+1), and ',
      number: '2. the number of receipts issued in N',
      whatever: " (whatever year's gifts they name). Cancelled receipts are shown apart and not counted.",
      where: "Where and by when: on the foundation's yearly tax return (form 2070-SD, or 2065-SD for a body liable to corporate tax), at the latest the second working day after 1 May of N+1 for a year closed on 31 December (within three months of another closing date).",
    },
    declarationCaption: 'Declaration per year',
    declarationHead: { year: 'Year N', gifts: '1. Gifts received in N, on receipts', issued: '2. Receipts issued in N', cancelled: 'Cancelled', declaration: 'Declaration' },
    noReceipt: 'No receipt issued yet.',
    forGifts: (count, year) => `on ${count} for ${year}'s gifts`,
    ofWhichCompanies: (what) => `of which companies ${what}`,
    naming: (amount) => `naming ${amount}`,
    markedDeclared: (year) => `${year} marked declared.`,
    declared: (day) => `Declared ${day}`,
    by: (who) => `by ${who}`,
    dueOnceOver: (day) => `Due by ${day}, once the year is over`,
    dueBy: (day) => `Due by ${day}`,
    marking: 'Marking',
    markDeclared: (year) => `Mark ${year} declared`,
    missing: 'Gifts without a receipt',
    missingIntro: "Paid one-off gifts (newest 200). Fix what blocks one (a donor's address), then issue it.",
    loadingMissing: 'gifts without a receipt',
    missingHead: { paid: 'Paid', donor: 'Donor', amount: 'Amount', method: 'Method', why: 'Why' },
    everyGift: 'Every paid gift has its receipt.',
    reasons: {
      'receipts are off': 'Receipts were off when it was paid',
      'missing postal address': 'The donor has no postal address',
      'missing town': "The donor's address has no town",
      'not issued': 'Not issued yet',
    },
    issuing: 'Issuing…',
    issue: 'Issue receipt',
    annualTitle: (year) => `Issue the annual receipts for ${year}`,
    annualIntro: "One receipt per donor for the year's weekly and monthly payments. Running it again issues only what is missing.",
    yearLabel: 'Year',
    issuingAnnual: 'Issuing the annual receipts',
    issuingWait: 'Issuing the receipts: a large year takes up to a minute. Keep this page open.',
    ran: (year, issued, already, blocked) => `${year}: ${issued} issued, ${already} already issued${blocked > 0 ? `, ${blocked} blocked` : ''}.`,
    exportTitle: 'Export',
    download: 'Download receipts.csv',
    downloaded: 'Downloaded.',
    exportIntro: 'Every receipt of the year, cancelled ones included, in number order (opens in LibreOffice, Excel or Numbers).',
    yearOfIssue: 'Year of issue',
    allYears: 'All years',
  },
  fr: {
    title: 'Reçus fiscaux',
    intro: 'Reçus Cerfa n° 11580*05 : numérotés une fois pour toutes, jamais modifiés, jamais supprimés.',
    loading: 'les reçus',
    count: (n) => plural('fr', n, { one: (c) => `${c} reçu`, other: (c) => `${c} reçus` }),
    receipts: 'Reçus',
    searchLabel: 'Nom ou e-mail du donateur, ou numéro',
    year: 'Année',
    status: 'Statut',
    kind: 'Type',
    all: 'Tous',
    pages: 'Pages des reçus',
    head: { number: 'Numéro', donor: 'Donateur', amount: 'Montant', date: 'Date ou période du don', kind: 'Type', status: 'Statut' },
    noneMatches: 'Aucun reçu ne correspond.',
    company: (siren) => `Entreprise, SIREN ${siren} (article 238 bis)`,
    payments: (n) => plural('fr', n, { one: (c) => `${c} paiement`, other: (c) => `${c} paiements` }),
    replacedBy: (number) => `remplacé par le ${number}`,
    replaces: (number) => `remplace le ${number}`,
    cancel: 'Annuler…',
    pdfOf: (number) => `PDF du reçu ${number}`,
    cancelledReplaced: (cancelled, replacement) => `Reçu ${cancelled} annulé et remplacé par le ${replacement}.`,
    cancelled: (number) => `Reçu ${number} annulé.`,
    sayWhy: 'Indiquez pourquoi le reçu est annulé (le motif est conservé avec lui).',
    cancelTitle: (number) => `Annuler le reçu ${number}`,
    cancelButton: 'Annuler le reçu',
    cancelIntro: 'Le numéro reste utilisé et le reçu est conservé, marqué annulé avec votre motif. Sa copie tamponnée imprime le motif pour le donateur : rédigez-le en français (« erreur d’adresse »).',
    reason: 'Motif',
    replace: 'Émettre un reçu de remplacement',
    replaceHint: 'Un nouveau numéro, avec les montants du don et les coordonnées actuelles du donateur.',
    declaration: 'Déclaration annuelle (article 222 bis)',
    declarationText: {
      figures: 'Pour chaque année N, la fondation déclare deux chiffres : ',
      total: '1. le montant total des dons reçus en N',
      whenIssued: ' que ses reçus mentionnent (quelle que soit la date d’émission du reçu : les reçus annuels de N sont émis en janvier N+1), et ',
      number: '2. le nombre de reçus émis en N',
      whatever: ' (quelle que soit l’année des dons qu’ils mentionnent). Les reçus annulés sont montrés à part et ne sont pas comptés.',
      where: 'Où et quand : sur la déclaration fiscale annuelle de la fondation (formulaire 2070-SD, ou 2065-SD pour un organisme soumis à l’impôt sur les sociétés), au plus tard le deuxième jour ouvré suivant le 1er mai de N+1 pour un exercice clos le 31 décembre (dans les trois mois suivant une autre date de clôture).',
    },
    declarationCaption: 'Déclaration par année',
    declarationHead: { year: 'Année N', gifts: '1. Dons reçus en N, sur reçus', issued: '2. Reçus émis en N', cancelled: 'Annulés', declaration: 'Déclaration' },
    noReceipt: 'Aucun reçu émis pour l’instant.',
    forGifts: (count, year) => `sur ${count} pour les dons de ${year}`,
    ofWhichCompanies: (what) => `dont entreprises ${what}`,
    naming: (amount) => `portant sur ${amount}`,
    markedDeclared: (year) => `${year} marquée comme déclarée.`,
    declared: (day) => `Déclarée le ${day}`,
    by: (who) => `par ${who}`,
    dueOnceOver: (day) => `À déclarer avant le ${day}, une fois l’année terminée`,
    dueBy: (day) => `À déclarer avant le ${day}`,
    marking: 'Enregistrement',
    markDeclared: (year) => `Marquer ${year} comme déclarée`,
    missing: 'Dons sans reçu fiscal',
    missingIntro: 'Dons ponctuels payés (les 200 plus récents). Corrigez ce qui bloque (l’adresse d’un donateur), puis émettez le reçu.',
    loadingMissing: 'les dons sans reçu',
    missingHead: { paid: 'Payé le', donor: 'Donateur', amount: 'Montant', method: 'Paiement', why: 'Pourquoi' },
    everyGift: 'Chaque don payé a son reçu.',
    reasons: {
      'receipts are off': 'Les reçus étaient désactivés lors du paiement',
      'missing postal address': 'Le donateur n’a pas d’adresse postale',
      'missing town': 'L’adresse du donateur n’a pas de ville',
      'not issued': 'Pas encore émis',
    },
    issuing: 'Émission…',
    issue: 'Émettre le reçu',
    annualTitle: (year) => `Émettre les reçus annuels de ${year}`,
    annualIntro: 'Un reçu par donateur pour les paiements hebdomadaires et mensuels de l’année. Relancer n’émet que ce qui manque.',
    yearLabel: 'Année',
    issuingAnnual: 'Émission des reçus annuels',
    issuingWait: 'Émission des reçus : une grosse année prend jusqu’à une minute. Gardez cette page ouverte.',
    ran: (year, issued, already, blocked) => `${year} : ${issued} émis, ${already} déjà émis${blocked > 0 ? `, ${blocked} ${blocked > 1 ? 'bloqués' : 'bloqué'}` : ''}.`,
    exportTitle: 'Export',
    download: 'Télécharger receipts.csv',
    downloaded: 'Téléchargé.',
    exportIntro: 'Tous les reçus de l’année, annulés compris, dans l’ordre des numéros (s’ouvre dans LibreOffice, Excel ou Numbers).',
    yearOfIssue: 'Année d’émission',
    allYears: 'Toutes les années',
  },
}
