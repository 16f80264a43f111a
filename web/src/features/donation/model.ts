/** The donation form's state and rules (spec sections 4, 5 and 9), free of React. */
import type { Method as GiftMethod, Rhythm, Tribute, WallChoice } from '../../lib/contract.gen'
import type { DonorFields } from '../../lib/donorDetails'
import { giftAmount } from '../../lib/rules.gen'
import { readDraft, writeDraft, type Restore } from '../../lib/useDraft'

export type { Rhythm }

/** How a visitor pays: the gifts that are not money are the treasurer's to record. */
export type Method = Exclude<GiftMethod, 'in_kind' | 'volunteer_expenses'>
export type Step = 1 | 2 | 3

/** What the form holds: the server's fields, the phone as typed in its parts (telephone() joins them). */
export type Details = Omit<DonorFields, 'telephone'> & {
  email: string
  /** ISO 3166 code of the phone's country; France by default. */
  phoneCountry: string
  /** Its calling code, kept here so the rules need no country table. */
  phoneDial: string
  /** What the donor typed after the country code. */
  phoneNational: string
}

export type DetailField = Exclude<keyof Details, 'kind' | 'phoneCountry' | 'phoneDial' | 'phoneNational'> | 'telephone'

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
  /** The campaign the gift goes to (its slug, from its page's Give button); '' for none. */
  campaign: string
  /** The project the gift is designated to (GET /api/donations/designations); '' for the foundation's choice. */
  designation: string
  /** The donor adds the payment's fee (card and PayPal only: feesOffered). Unset: no (a lighter first load). */
  coverFees?: boolean
  /** Whether the gift honours someone: the tribute section is open, with what was typed in it. */
  tributeOpen?: boolean
  tribute?: Tribute
  /** The tribute passes the server's rules (tribute/rules.ts), as its fields last checked it. */
  tributeOk?: boolean
  /** The donor's choice for the campaign's wall, as the request carries it: unset (off) unless they tick it. */
  wall?: Partial<WallChoice>
}

/** The methods Stripe Checkout takes. */
export type StripeMethod = Extract<Method, 'card' | 'sepa'>

/** What every donation request carries beside its amount: the campaign and the designation, the fees and the tribute (giftBody.ts), when chosen. */
export type GiftChoices = { campaign?: string; designation?: string; coverFees?: true; tribute?: Tribute } & Partial<WallChoice>

export function giftChoices(d: Pick<Draft, 'campaign' | 'designation'> & Partial<Pick<Draft, 'wall'>>): GiftChoices {
  return { ...(d.campaign && { campaign: d.campaign, ...d.wall }), ...(d.designation && { designation: d.designation }) }
}

export const presets = [80, 50, 20, 10] as const
export const defaultPreset = 80
export const errorTimeoutMs = 5000
/** The spec's alert, in French on both sites. */
export const missingPlanAlert = "Veuillez sélectionner un plan d'abonnement."

export const emptyDetails: Details = {
  kind: 'person',
  raisonSociale: '',
  siren: '',
  formeJuridique: '',
  email: '',
  prenom: '',
  nom: '',
  adresse: '',
  codePostal: '',
  ville: '',
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
  campaign: '',
  designation: '',
}

/** Keeps digits only, as the custom amount field does; '' clears it. Leading zeros go; an amount above the maximum stays, for the form to refuse as the server would (overMaximum). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 6)
}

/** Whether a gift of this many euros is more than the server takes (giftAmount). */
export const overMaximum = (euros: number): boolean => euros * 100 > giftAmount.max

/** Whether the server takes a gift of this many euros. */
export const withinBounds = (euros: number): boolean => euros * 100 >= giftAmount.min && !overMaximum(euros)

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

/** Where the donation form keeps its draft (this tab only): the form (useDraft) and the payment screens read it. */
export const draftKey = 'donation-draft'

/** A kept draft over today's defaults: a field the form has gained since keeps its default. */
const restoreDraft: Restore<Draft> = (kept, initial) => {
  const saved = kept as Partial<Draft>
  return { ...initial, ...saved, details: { ...initial.details, ...saved.details } }
}

/** How a kept draft is read back. */
export const draftOptions = { restore: restoreDraft }

/** The draft survives going back a step, a reload and a cancelled card payment. */
export function loadDraft(): Draft {
  return readDraft(draftKey, initialDraft, draftOptions).values
}

export function saveDraft(d: Draft): void {
  writeDraft(draftKey, d)
}

export function clearDraft(): void {
  writeDraft(draftKey, null)
}

