/**
 * The server's rules for what visitors type (internal/forms), so that a form refuses first what the
 * server would refuse, in the same words: an email and a phone number, one rule each for the
 * donation, contact and checkout forms. The donation form's own (a postal code in its country, what
 * a tax receipt prints) are in addressRules.ts, kept out of the checkout's and contact's first load.
 * Their patterns and bounds are the server's own, generated (rules.gen.ts); both sides run the same
 * cases (internal/forms/testdata).
 */

import { emailRule, phoneRule } from './rules.gen'

/** Whether the server keeps this (trimmed) email: é@exemple.fr is refused here as there. */
export const validEmail = (email: string): boolean => email.length <= emailRule.max && emailRule.pattern.test(email)

export const phoneWords = {
  en: {
    required: 'This field is required.',
    characters: 'Enter a phone number: digits, spaces and + ( ) - . only.',
    tooLong: `A phone number has at most ${phoneRule.maxDigits} digits.`,
    tooShort: `Enter the whole phone number: at least ${phoneRule.min} characters besides spaces and ( ) - .`,
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    characters: 'Saisissez un numéro de téléphone : chiffres, espaces et + ( ) - . uniquement.',
    tooLong: `Un numéro de téléphone a au plus ${phoneRule.maxDigits} chiffres.`,
    tooShort: `Saisissez le numéro complet : au moins ${phoneRule.min} caractères hors espaces et ( ) - .`,
  },
}

/** Why the server refuses this (trimmed) phone number, in its words ('fr': the French site's); '' when it keeps it ("06 98" is refused by every form). */
export function phoneProblem(phone: string, locale: 'en' | 'fr' = 'en'): string {
  const words = phoneWords[locale]
  const digits = phone.replace(/[^0-9]/g, '').length
  if (phone === '') return words.required
  if ([...phone].length > phoneRule.max || !phoneRule.pattern.test(phone) || digits === 0) return words.characters
  if (digits > phoneRule.maxDigits) return words.tooLong
  if (digits + (phone.startsWith('+') ? 1 : 0) < phoneRule.min) return words.tooShort
  return ''
}
