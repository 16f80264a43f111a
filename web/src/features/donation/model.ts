/** The donation form's state and rules (spec sections 4, 5 and 9), free of React. */

export type Rhythm = 'once' | 'weekly' | 'monthly'
export type Method = 'card' | 'cheque' | 'paypal'
export type Step = 1 | 2 | 3

export type Details = {
  email: string
  prenom: string
  nom: string
  adresse: string
  codePostal: string
  pays: string
  /** ISO 3166 code of the phone's country; France by default. */
  phoneCountry: string
  /** Its calling code, kept here so the rules need no country table. */
  phoneDial: string
  /** What the donor typed after the country code. */
  phoneNational: string
}

export type DetailField = Exclude<keyof Details, 'phoneCountry' | 'phoneDial' | 'phoneNational'> | 'telephone'

export type Draft = {
  step: Step
  rhythm: Rhythm
  /** The last preset clicked, in euros. */
  preset: number
  /** The custom amount in euros, digits only; '' when unused. */
  custom: string
  method: Method
  details: Details
  /** The donor record made from these details (reused while they do not change). */
  donor?: { id: string; key: string }
}

export const presets = [80, 50, 20, 10] as const
export const defaultPreset = 80
export const errorTimeoutMs = 5000
export const formMessage = 'Please ensure that all fields are correctly filled in.'
export const missingPlanAlert = "Veuillez sélectionner un plan d'abonnement."
export const subscriptionErrorAlert = 'An error occurred during payment'
/** The largest gift the server accepts, in euros. */
export const maxEuros = 100_000

export const emptyDetails: Details = {
  email: '',
  prenom: '',
  nom: '',
  adresse: '',
  codePostal: '',
  pays: '',
  phoneCountry: 'FR',
  phoneDial: '33',
  phoneNational: '',
}

export const initialDraft: Draft = {
  step: 1,
  rhythm: 'once',
  preset: defaultPreset,
  custom: '',
  method: 'card',
  details: emptyDetails,
}

/** Keeps digits only, as the custom amount field does; '' clears it. Leading zeros go, and an amount above the maximum becomes the maximum. */
export function digitsOnly(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 6)
  return Number(digits) > maxEuros ? String(maxEuros) : digits
}

/** PayPal's recurring gifts use its plans, so their custom amount is hidden. */
export function customAmountHidden(d: Pick<Draft, 'rhythm' | 'method'>): boolean {
  return d.rhythm !== 'once' && d.method === 'paypal'
}

/** Whether the custom amount is the one given (typed, and shown). */
export function customAmountUsed(d: Pick<Draft, 'rhythm' | 'method' | 'custom'>): boolean {
  return d.custom !== '' && !customAmountHidden(d)
}

/** The amount in euros that will be given: the custom one overrides the presets while it is shown. */
export function amountEuros(d: Pick<Draft, 'rhythm' | 'method' | 'preset' | 'custom'>): number {
  return customAmountUsed(d) ? Number(d.custom) : d.preset
}

export type Interval = 'week' | 'month'

export type Plan = { id: string; unit_amount: number; interval: Interval; paypalPlanId: string }

const intervals: Record<Exclude<Rhythm, 'once'>, Interval> = { weekly: 'week', monthly: 'month' }

/**
 * The plan a recurring gift uses: the plan of that rhythm for the chosen amount
 * (by card its Stripe price, by PayPal its PayPal plan). The presets each have one.
 */
export function selectPlan(plans: readonly Plan[], rhythm: Rhythm, cents: number, method: Method): Plan | undefined {
  if (rhythm === 'once') return undefined
  const interval = intervals[rhythm]
  return plans.find(
    (p) => p.interval === interval && p.unit_amount === cents && (method === 'paypal' ? p.paypalPlanId !== '' : p.id !== ''),
  )
}

/** How a recurring card or PayPal gift starts: on a plan, or (by card) for a custom amount and its interval. */
export type RecurringStart = { plan: Plan } | { amount: number; interval: Interval }

/**
 * A recurring card gift of a custom amount needs no plan: the amount (cents) and
 * the interval go to the server. A preset, and any PayPal recurring gift (whose
 * custom amount is hidden), uses its plan; undefined when that plan is missing,
 * and the page then asks for a plan. Undefined too for a one-off gift.
 */
export function recurringStart(plans: readonly Plan[], d: Pick<Draft, 'rhythm' | 'method' | 'preset' | 'custom'>): RecurringStart | undefined {
  if (d.rhythm === 'once') return undefined
  const cents = amountEuros(d) * 100
  if (d.method === 'card' && customAmountUsed(d)) return { amount: cents, interval: intervals[d.rhythm] }
  const plan = selectPlan(plans, d.rhythm, cents, d.method)
  return plan && { plan }
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The phone as stored: + country code + national digits, e.g. +33612345678 ('' when none was typed). */
export function telephone(d: Pick<Details, 'phoneDial' | 'phoneNational'>): string {
  const dialCode = d.phoneDial
  let national = d.phoneNational.replace(/\D/g, '')
  if (national === '') return ''
  // The national trunk prefix (0 in France) is not dialled after the country code.
  if (national.startsWith('0') && dialCode !== '39') national = national.replace(/^0+/, '')
  return `+${dialCode}${national}`
}

/** Phone input: up to 15 digits with the country code unless long numbers are enabled (spec section 9). */
export const maxPhoneDigits = 15

/** Spec section 5: the invalid fields (empty when all are fine). */
export function invalidFields(d: Details): Set<DetailField> {
  const bad = new Set<DetailField>()
  if (!emailPattern.test(d.email.trim())) bad.add('email')
  for (const name of ['prenom', 'nom', 'adresse', 'codePostal', 'pays'] as const) {
    if (d[name].trim() === '') bad.add(name)
  }
  if (telephone(d).length < 10) bad.add('telephone')
  return bad
}

export const fieldHints: Record<DetailField, string> = {
  email: 'Enter a valid email address, e.g. name@example.org.',
  prenom: 'Enter your first name.',
  nom: 'Enter your last name.',
  adresse: 'Enter your address.',
  codePostal: 'Enter your postal code.',
  pays: 'Enter your country.',
  telephone: 'Enter your phone number (at least 10 characters with the country code).',
}

/** What the server's donation_users record holds. */
export function donorPayload(d: Details) {
  return {
    email: d.email.trim(),
    prenom: d.prenom.trim(),
    nom: d.nom.trim(),
    adresse: d.adresse.trim(),
    codePostal: d.codePostal.trim(),
    pays: d.pays.trim(),
    telephone: telephone(d),
  }
}

export const rhythmSuffix: Record<Rhythm, string> = { once: '', weekly: ' per week', monthly: ' per month' }

const storageKey = 'donation-draft'

/** The draft survives going back a step, a reload and a cancelled card payment (this tab only). */
export function loadDraft(): Draft {
  try {
    const raw = sessionStorage.getItem(storageKey)
    if (!raw) return initialDraft
    const saved = JSON.parse(raw) as Partial<Draft>
    return { ...initialDraft, ...saved, details: { ...emptyDetails, ...saved.details } }
  } catch {
    return initialDraft
  }
}

export function saveDraft(d: Draft): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(d))
  } catch {
    // Private browsing may refuse storage: the form still works, it just forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(storageKey)
  } catch {
    // see saveDraft
  }
}
