/**
 * The checks of a gift the treasurer records (in kind, a volunteer's expenses
 * waived), mirroring the server's (internal/donate/nature.go, with the
 * donation form's rules for who gave): a comfort that names each field before
 * sending; the server checks again and its words win.
 */
import { postalCodeProblem, printable } from '../../../../lib/addressRules'
import { validSiren } from '../../../../lib/addressRules'
import { phoneProblem, validEmail } from '../../../../lib/formRules'
import type { DonorKind, Method, Vehicle } from '../../../../lib/contract.gen'
import type { Locale } from '../../../../lib/i18n/locale'
import { eurosToCents } from '../../amount'
import { giftMessages, type GiftWords } from './messages'
import { donorLimits, giftAmount } from '../../../../lib/rules.gen'
import { giftInKindLimits } from '../../../../lib/signedInRules.gen'

export type Nature = Extract<Method, 'in_kind' | 'volunteer_expenses'>
/** A drive is valued by the mileage scale; any other expense by its cost. */
export type Means = 'cost' | Vehicle

/** One expense as typed: euros, or kilometres, CV and the scale's rate in € per km ("0,636"). */
export type ExpenseDraft = { date: string; nature: string; justification: string; means: Means; amount: string; horsepower: string; kilometres: string; rate: string }

/** The whole form as typed; `expenses` holds the lines as JSON, so that the draft keeps them. */
export type GiftDraft = {
  nature: Nature
  kind: DonorKind
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
function printed(w: GiftWords, text: string, max: number): string {
  const t = text.trim()
  if (t === '') return w.required
  if (t.length > max) return w.atMost(max)
  return printable(t) ? '' : w.unprintable
}

/** A day: required, a real date, not after today. */
function dayProblem(w: GiftWords, date: string): string {
  if (date === '') return w.required
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return w.dateExample
  return date > parisToday() ? w.future : ''
}

/** Rate in € per km with up to three decimals ("0,636") → thousandths; null when not one. */
export function rateMillis(text: string): number | null {
  const cleaned = text.replace(/[\s€/km]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned)) return null
  const millis = Math.round(Number.parseFloat(cleaned) * 1000)
  return millis >= 1 && millis <= giftInKindLimits.rateMillis ? millis : null
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
  const km = whole(e.kilometres, giftInKindLimits.kilometres)
  const rate = rateMillis(e.rate)
  return km === null || rate === null ? null : Math.floor((km * rate + 5) / 10)
}

function donorProblems(w: GiftWords, d: GiftDraft, locale: Locale): Problems {
  const p: Problems = {}
  if (d.kind === 'company') {
    p.raisonSociale = printed(w, d.raisonSociale, donorLimits.raisonSociale)
    if (!validSiren(d.siren)) p.siren = w.siren
    p.formeJuridique = printed(w, d.formeJuridique, donorLimits.formeJuridique)
  }
  p.prenom = printed(w, d.prenom, donorLimits.prenom)
  p.nom = printed(w, d.nom, donorLimits.nom)
  if (!validEmail(d.email.trim())) p.email = w.email_
  p.adresse = printed(w, d.adresse, donorLimits.adresse)
  p.codePostal = d.codePostal.trim() === '' ? w.required : postalCodeProblem(d.codePostal.trim(), d.pays.trim(), locale)
  p.ville = printed(w, d.ville, donorLimits.ville)
  p.pays = printed(w, d.pays, donorLimits.pays)
  p.telephone = phoneProblem(d.telephone.trim(), locale)
  return p
}

function expenseProblems(w: GiftWords, e: ExpenseDraft, waivedOn: string, i: number): Problems {
  const at = (field: string) => `expenses.${i}.${field}`
  const p: Problems = { [at('date')]: dayProblem(w, e.date), [at('nature')]: printed(w, e.nature, giftInKindLimits.expenseText), [at('justification')]: printed(w, e.justification, giftInKindLimits.expenseText) }
  if (!p[at('date')] && waivedOn && e.date > waivedOn) p[at('date')] = w.afterWaiver
  if (e.means === 'cost') {
    const cents = eurosToCents(e.amount)
    if (cents === null || cents < 1 || cents > giftAmount.max) p[at('amountCents')] = w.costProblem
  } else {
    if (whole(e.horsepower, giftInKindLimits.horsepower) === null) p[at('horsepower')] = w.horsepowerProblem
    if (whole(e.kilometres, giftInKindLimits.kilometres) === null) p[at('kilometres')] = w.kilometresProblem
    if (rateMillis(e.rate) === null) p[at('rateMillis')] = w.rateProblem
  }
  return p
}

/**
 * Every problem of the form, by the server's field names (expense lines as expenses.N.field), in
 * locale (English unless told); empty when it may be sent.
 */
export function giftProblems(d: GiftDraft, locale: Locale = 'en'): Problems {
  const w = giftMessages[locale]
  const p = donorProblems(w, d, locale)
  p.date = dayProblem(w, d.date)
  if (d.nature === 'in_kind') {
    p.description = printed(w, d.description, giftInKindLimits.description)
    const cents = eurosToCents(d.value)
    if (cents === null || cents < giftAmount.min || cents > giftAmount.max) p.valueCents = w.valueProblem
  } else {
    if (d.kind === 'company') p.kind = w.companyCannot
    p.mission = printed(w, d.mission, giftInKindLimits.description)
    if (!d.waived && !p.date) p.waived = w.waiverFirst
    const lines = expenseLines(d)
    if (lines.length === 0) p.expenses = w.oneExpense
    if (lines.length > giftInKindLimits.expenses) p.expenses = w.maxExpenses(giftInKindLimits.expenses)
    lines.forEach((e, i) => Object.assign(p, expenseProblems(w, e, p.date ? '' : d.date, i)))
  }
  return Object.fromEntries(Object.entries(p).filter(([, text]) => text !== ''))
}
