/** The donor's details as the form checks them (spec sections 5 and 9) and as the server receives them. */
import type { DetailField, Details } from './model'

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
  for (const name of ['prenom', 'nom', 'adresse', 'codePostal', 'ville', 'pays'] as const) {
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
  ville: 'Enter your town.',
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
    ville: d.ville.trim(),
    pays: d.pays.trim(),
    telephone: telephone(d),
  }
}
