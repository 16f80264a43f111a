import type { Messages } from '../../../../lib/i18n/useLocale'
import { unprintableIn } from '../../../../lib/addressRules'
import { checkWords } from '../../../../lib/formChecks'

/** The words of the screen that records a gift that is not money, and of its checks (giftChecks.ts). */
export type GiftWords = {
  title: string
  intro: string
  allDonations: string
  inKind: string
  expensesWaived: string
  recordInKind: string
  recordExpenses: string
  natures: { in_kind: string; volunteer_expenses: string }
  kinds: { person: string; company: string }
  kindOfGift: string
  givenBy: string
  email: string
  whatGiven: string
  whatGivenHint: string
  value: string
  valueHint: string
  dateGiven: string
  mission: string
  waiverDate: string
  waived: string
  // The expense lines
  means: { cost: string; car: string; two_wheeler: string }
  expense: (n: number) => string
  date: string
  paidFor: string
  document: string
  documentHint: string
  cost: string
  amount: string
  horsepower: string
  kilometres: string
  rate: string
  rateHint: string
  remove: (n: number) => string
  addExpense: string
  totalWaived: string
  // The checks
  required: string
  unprintable: string
  atMost: (max: number) => string
  dateExample: string
  future: string
  siren: string
  email_: string
  afterWaiver: string
  costProblem: string
  horsepowerProblem: string
  kilometresProblem: string
  rateProblem: string
  valueProblem: string
  companyCannot: string
  waiverFirst: string
  oneExpense: string
  maxExpenses: (max: number) => string
}

export const giftMessages: Messages<GiftWords> = {
  en: {
    title: 'Record a gift that is not money',
    intro: "Goods given, or a volunteer's expenses waived: a receipt like any gift's; no money total counts it.",
    allDonations: '← All donations',
    inKind: 'Gift in kind',
    expensesWaived: "Volunteer's expenses waived",
    recordInKind: 'Record the gift in kind',
    recordExpenses: 'Record the expenses waived',
    natures: { in_kind: 'A gift in kind (goods given)', volunteer_expenses: "A volunteer's expenses, reimbursement waived" },
    kinds: { person: 'A person (receipt Cerfa 11580*05)', company: 'A company (receipt Cerfa 16216*02)' },
    kindOfGift: 'Kind of gift',
    givenBy: 'Given by',
    email: 'Email',
    whatGiven: 'What was given',
    whatGivenHint: 'Printed on the receipt: the goods, how many, their state.',
    value: 'Value (€)',
    valueHint: "The donor's valuation: the goods' real value (a company: their cost).",
    dateGiven: 'Date given',
    mission: "The foundation's work the expenses were for",
    waiverDate: 'Date of the signed waiver',
    waived: "I hold the volunteer's signed statement expressly waiving reimbursement of these expenses, and their supporting documents.",
    means: { cost: 'Paid (ticket, invoice…)', car: 'Own car (mileage scale)', two_wheeler: 'Own motorbike or scooter (mileage scale)' },
    expense: (n) => `Expense ${n}`,
    date: 'Date',
    paidFor: 'What was paid for',
    document: 'Supporting document',
    documentHint: 'Ticket, invoice, or the log of the trips.',
    cost: 'Cost',
    amount: 'Amount (€)',
    horsepower: 'Horsepower (CV)',
    kilometres: 'Kilometres',
    rate: "Scale's rate (€ per km)",
    rateHint: "From the year's mileage scale for this power and distance.",
    remove: (n) => `Remove expense ${n}`,
    addExpense: 'Add an expense',
    totalWaived: 'Total waived:',
    required: checkWords.en.required,
    unprintable: unprintableIn.en,
    atMost: (max) => `At most ${max} characters.`,
    dateExample: 'Use a date such as 2026-01-31.',
    future: 'The date cannot be in the future.',
    siren: "Enter the company's SIREN: 9 digits, as on its Kbis or its invoices.",
    email_: 'Enter a valid email address.',
    afterWaiver: 'An expense waived cannot come after the waiver.',
    costProblem: 'Enter the cost in euros, such as 12,50.',
    horsepowerProblem: "Enter the vehicle's horsepower (CV), 1 to 99.",
    kilometresProblem: 'Enter the kilometres driven.',
    rateProblem: "Enter the scale's rate in € per km, such as 0,636.",
    valueProblem: 'Enter the value in euros, from 1 to 100 000.',
    companyCannot: "Volunteers' expenses are a person's gift: a company cannot waive them.",
    waiverFirst: "Record the volunteer's signed waiver of reimbursement first.",
    oneExpense: 'Add at least one expense.',
    maxExpenses: (max) => `At most ${max} expenses on one waiver.`,
  },
  fr: {
    title: 'Enregistrer un don qui n’est pas de l’argent',
    intro: 'Des biens donnés, ou des frais de bénévole abandonnés : un reçu fiscal comme pour tout don ; aucun total d’argent ne le compte.',
    allDonations: '← Tous les dons',
    inKind: 'Don en nature',
    expensesWaived: 'Frais de bénévole abandonnés',
    recordInKind: 'Enregistrer le don en nature',
    recordExpenses: 'Enregistrer les frais abandonnés',
    natures: { in_kind: 'Un don en nature (biens donnés)', volunteer_expenses: 'Des frais de bénévole, avec renonciation au remboursement' },
    kinds: { person: 'Un particulier (reçu Cerfa 11580*05)', company: 'Une entreprise (reçu Cerfa 16216*02)' },
    kindOfGift: 'Type de don',
    givenBy: 'Donné par',
    email: 'E-mail',
    whatGiven: 'Ce qui a été donné',
    whatGivenHint: 'Imprimé sur le reçu : les biens, leur nombre, leur état.',
    value: 'Valeur (€)',
    valueHint: 'L’évaluation du donateur : la valeur réelle des biens (pour une entreprise : leur coût de revient).',
    dateGiven: 'Date du don',
    mission: 'L’action de la fondation pour laquelle les frais ont été engagés',
    waiverDate: 'Date de la renonciation signée',
    waived: 'Je détiens la déclaration signée du bénévole renonçant expressément au remboursement de ces frais, ainsi que leurs justificatifs.',
    means: { cost: 'Payé (ticket, facture…)', car: 'Voiture personnelle (barème kilométrique)', two_wheeler: 'Moto ou scooter personnel (barème kilométrique)' },
    expense: (n) => `Frais ${n}`,
    date: 'Date',
    paidFor: 'Objet de la dépense',
    document: 'Justificatif',
    documentHint: 'Ticket, facture, ou le relevé des trajets.',
    cost: 'Coût',
    amount: 'Montant (€)',
    horsepower: 'Puissance fiscale (CV)',
    kilometres: 'Kilomètres',
    rate: 'Taux du barème (€ par km)',
    rateHint: 'D’après le barème kilométrique de l’année pour cette puissance et cette distance.',
    remove: (n) => `Retirer les frais ${n}`,
    addExpense: 'Ajouter des frais',
    totalWaived: 'Total abandonné :',
    required: checkWords.fr.required,
    unprintable: unprintableIn.fr,
    atMost: (max) => `${max} caractères au plus.`,
    dateExample: 'Saisissez une date comme 2026-01-31.',
    future: 'La date ne peut pas être dans le futur.',
    siren: 'Saisissez le SIREN de l’entreprise : 9 chiffres, comme sur son Kbis ou ses factures.',
    email_: 'Saisissez une adresse e-mail valide.',
    afterWaiver: 'Des frais abandonnés ne peuvent pas être postérieurs à la renonciation.',
    costProblem: 'Saisissez le coût en euros, par exemple 12,50.',
    horsepowerProblem: 'Saisissez la puissance fiscale du véhicule (CV), de 1 à 99.',
    kilometresProblem: 'Saisissez les kilomètres parcourus.',
    rateProblem: 'Saisissez le taux du barème en € par km, par exemple 0,636.',
    valueProblem: 'Saisissez la valeur en euros, de 1 à 100 000.',
    companyCannot: 'Les frais de bénévole sont le don d’un particulier : une entreprise ne peut pas y renoncer.',
    waiverFirst: 'Enregistrez d’abord la renonciation signée du bénévole au remboursement.',
    oneExpense: 'Ajoutez au moins une dépense.',
    maxExpenses: (max) => `${max} dépenses au plus sur une renonciation.`,
  },
}
