/**
 * The checks of a gift the treasurer records (in kind, a volunteer's expenses
 * waived), mirroring the server's (internal/donate/nature.go, with the
 * donation form's rules for who gave): a comfort that names each field before
 * sending; the server checks again and its words win.
 */
import { postalCodeProblem, printable, unprintable } from '../../../../lib/addressRules'
import { validSiren } from '../../../../lib/addressRules'
import { phoneProblem, validEmail } from '../../../../lib/formRules'
import { requiredText } from '../../../../lib/formChecks'
import { eurosToCents } from '../../amount'

export type Nature = 'in_kind' | 'volunteer_expenses'
export type Means = 'cost' | 'car' | 'two_wheeler'

/** One expense as typed: euros, or kilometres, CV and the scale's rate in € per km ("0,636"). */
export type ExpenseDraft = { date: string; nature: string; justification: string; means: Means; amount: string; horsepower: string; kilometres: string; rate: string }

/** The whole form as typed; `expenses` holds the lines as JSON, so that the draft keeps them. */
export type GiftDraft = {
  nature: Nature
  kind: 'person' | 'company'
  raisonSociale: string
  siren: string
  formeJuridique: string
  prenom: string
  nom: string
  email: string
  adresse: string
  codePostal: string
  ville: string
  pays: string
  telephone: string
  description: string
  value: string
  date: string
  mission: string
  waived: boolean
  expenses: string
}

export type Problems = Record<string, string>

/** The most lines a waiver takes, and the longest description, as the server allows (one receipt page). */
export const maxExpenses = 50
export const maxDescription = 200
const maxCents = 100_000_00

/** Today in Paris, YYYY-MM-DD: a gift is never dated after it. */
export const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

export const emptyExpense = (): ExpenseDraft => ({ date: '', nature: '', justification: '', means: 'cost', amount: '', horsepower: '', kilometres: '', rate: '' })

export function expenseLines(draft: GiftDraft): ExpenseDraft[] {
  try {
    const lines: unknown = JSON.parse(draft.expenses)
    return Array.isArray(lines) ? (lines as ExpenseDraft[]) : []
  } catch {
    return []
  }
}

/** A line of printed text: required, within max, only what a receipt prints. */
function printed(text: string, max: number): string {
  const t = text.trim()
  if (t === '') return requiredText
  if (t.length > max) return `At most ${max} characters.`
  return printable(t) ? '' : unprintable
}

/** A day: required, a real date, not after today. */
function dayProblem(date: string): string {
  if (date === '') return requiredText
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Use a date such as 2026-01-31.'
  return date > parisToday() ? 'The date cannot be in the future.' : ''
}

/** Rate in € per km with up to three decimals ("0,636") → thousandths; null when not one. */
export function rateMillis(text: string): number | null {
  const cleaned = text.replace(/[\s€/km]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned)) return null
  const millis = Math.round(Number.parseFloat(cleaned) * 1000)
  return millis >= 1 && millis <= 5000 ? millis : null
}

/** A whole number within bounds; null when not one. */
export function whole(text: string, max: number): number | null {
  const t = text.trim()
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return n >= 1 && n <= max ? n : null
}

/** An expense's cost in cents, as the server computes it (a drive: km × rate, rounded); null while a figure is missing. */
export function expenseCents(e: ExpenseDraft): number | null {
  if (e.means === 'cost') return eurosToCents(e.amount)
  const km = whole(e.kilometres, 100_000)
  const rate = rateMillis(e.rate)
  return km === null || rate === null ? null : Math.floor((km * rate + 5) / 10)
}

function donorProblems(d: GiftDraft): Problems {
  const p: Problems = {}
  if (d.kind === 'company') {
    p.raisonSociale = printed(d.raisonSociale, 200)
    if (!validSiren(d.siren)) p.siren = "Enter the company's SIREN: 9 digits, as on its Kbis or its invoices."
    p.formeJuridique = printed(d.formeJuridique, 100)
  }
  p.prenom = printed(d.prenom, 100)
  p.nom = printed(d.nom, 100)
  if (!validEmail(d.email.trim())) p.email = 'Enter a valid email address.'
  p.adresse = printed(d.adresse, 300)
  p.codePostal = d.codePostal.trim() === '' ? requiredText : postalCodeProblem(d.codePostal.trim(), d.pays.trim())
  p.ville = printed(d.ville, 100)
  p.pays = printed(d.pays, 100)
  p.telephone = phoneProblem(d.telephone.trim())
  return p
}

function expenseProblems(e: ExpenseDraft, waivedOn: string, i: number): Problems {
  const at = (field: string) => `expenses.${i}.${field}`
  const p: Problems = { [at('date')]: dayProblem(e.date), [at('nature')]: printed(e.nature, 200), [at('justification')]: printed(e.justification, 200) }
  if (!p[at('date')] && waivedOn && e.date > waivedOn) p[at('date')] = 'An expense waived cannot come after the waiver.'
  if (e.means === 'cost') {
    const cents = eurosToCents(e.amount)
    if (cents === null || cents < 1 || cents > maxCents) p[at('amountCents')] = 'Enter the cost in euros, such as 12,50.'
  } else {
    if (whole(e.horsepower, 99) === null) p[at('horsepower')] = "Enter the vehicle's horsepower (CV), 1 to 99."
    if (whole(e.kilometres, 100_000) === null) p[at('kilometres')] = 'Enter the kilometres driven.'
    if (rateMillis(e.rate) === null) p[at('rateMillis')] = "Enter the scale's rate in € per km, such as 0,636."
  }
  return p
}

/** Every problem of the form, by the server's field names (expense lines as expenses.N.field); empty when it may be sent. */
export function giftProblems(d: GiftDraft): Problems {
  const p = donorProblems(d)
  p.date = dayProblem(d.date)
  if (d.nature === 'in_kind') {
    p.description = printed(d.description, maxDescription)
    const cents = eurosToCents(d.value)
    if (cents === null || cents < 100 || cents > maxCents) p.valueCents = 'Enter the value in euros, from 1 to 100 000.'
  } else {
    if (d.kind === 'company') p.kind = "Volunteers' expenses are a person's gift: a company cannot waive them."
    p.mission = printed(d.mission, maxDescription)
    if (!d.waived && !p.date) p.waived = "Record the volunteer's signed waiver of reimbursement first."
    const lines = expenseLines(d)
    if (lines.length === 0) p.expenses = 'Add at least one expense.'
    if (lines.length > maxExpenses) p.expenses = `At most ${maxExpenses} expenses on one waiver.`
    lines.forEach((e, i) => Object.assign(p, expenseProblems(e, p.date ? '' : d.date, i)))
  }
  return Object.fromEntries(Object.entries(p).filter(([, text]) => text !== ''))
}
