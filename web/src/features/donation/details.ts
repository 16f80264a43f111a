/** The donor's details as the form checks them (spec sections 5 and 9) and as the server receives them. */
import { postalCodeProblem, printable, sirenDigits, unprintableIn, validSiren } from '../../lib/addressRules'
import type { Locale } from '../../lib/i18n/locale'
import { phoneProblem, validEmail } from '../../lib/formRules'
import { detailsMessages } from './detailsMessages'
import type { DetailField, Details } from './model'

/** The phone as stored: + country code + national digits, e.g. +33612345678 ('' when none was typed). */
export function telephone(d: Pick<Details, 'phoneDial' | 'phoneNational'>): string {
  const dialCode = d.phoneDial
  let national = d.phoneNational.replace(/\D/g, '')
  if (national === '') return ''
  // The national trunk prefix (0 in France) is not dialled after the country code.
  if (national.startsWith('0') && dialCode !== '39') national = national.replace(/^0+/, '')
  return `+${dialCode}${national}`
}


/** The fields a tax receipt prints: only the characters its font draws. A company's own two count for a company only. */
const printedFields = ['prenom', 'nom', 'adresse', 'ville', 'pays', 'raisonSociale', 'formeJuridique'] as const
type PrintedField = (typeof printedFields)[number]
const isPrinted = (f: DetailField): f is PrintedField => (printedFields as readonly DetailField[]).includes(f)
const companyOnly = (f: PrintedField) => f === 'raisonSociale' || f === 'formeJuridique'

/** Spec section 5 and the server's rules: the invalid fields (empty when all are fine); a company also names itself. */
export function invalidFields(d: Details): Set<DetailField> {
  const bad = new Set<DetailField>()
  if (d.kind === 'company') {
    if (d.raisonSociale.trim() === '') bad.add('raisonSociale')
    if (!validSiren(d.siren)) bad.add('siren')
    if (d.formeJuridique.trim() === '') bad.add('formeJuridique')
  }
  if (!validEmail(d.email.trim())) bad.add('email')
  for (const name of ['prenom', 'nom', 'adresse', 'codePostal', 'ville', 'pays'] as const) {
    if (d[name].trim() === '') bad.add(name)
  }
  for (const name of printedFields) {
    if (!printable(d[name]) && (d.kind === 'company' || !companyOnly(name))) bad.add(name)
  }
  if (postalCodeProblem(d.codePostal.trim(), d.pays.trim()) !== '') bad.add('codePostal')
  if (phoneProblem(telephone(d)) !== '') bad.add('telephone')
  return bad
}

/** An invalid field's hint in locale: the server's own words for a postal code or for characters a receipt cannot print. */
export function fieldHint(field: DetailField, d: Details, locale: Locale = 'en'): string {
  const hints = detailsMessages[locale].hints
  if (field === 'codePostal' && d.codePostal.trim() !== '') return postalCodeProblem(d.codePostal.trim(), d.pays.trim(), locale) || hints.codePostal
  if (isPrinted(field) && !printable(d[field])) return unprintableIn[locale]
  return hints[field]
}

/** What the server's donation_users record holds. */
export function donorPayload(d: Details) {
  const company = d.kind === 'company'
  return {
    kind: d.kind,
    raisonSociale: company ? d.raisonSociale.trim() : '',
    siren: company ? sirenDigits(d.siren) : '',
    formeJuridique: company ? d.formeJuridique.trim() : '',
    email: d.email.trim(),
    prenom: d.prenom.trim(),
    nom: d.nom.trim(),
    adresse: d.adresse.trim(),
    codePostal: d.codePostal.trim(),
    ville: d.ville.trim(),
    pays: d.pays.trim(),
    telephone: telephone(d),
  }
}
