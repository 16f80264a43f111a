/**
 * The server's rules for what visitors type (internal/forms), so that a form refuses first what the
 * server would refuse, in the same words: an email and a phone number, one rule each for the
 * donation, contact and checkout forms. The donation form's own (a postal code in its country, what
 * a tax receipt prints) are in addressRules.ts, kept out of the checkout's and contact's first load.
 * Both sides run the same cases (internal/forms/testdata).
 */

/** What a browser's type=email field accepts, with a dot in the domain: internal/forms' emailPattern. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** The longest address SMTP carries. */
const maxEmail = 254

/** Whether the server keeps this (trimmed) email: é@exemple.fr is refused here as there. */
export const validEmail = (email: string): boolean => email.length <= maxEmail && emailPattern.test(email)

/** internal/forms' Phone: digits, spaces, ( ) - . and one leading +; 10 characters besides the separators, 15 digits, 30 in all. */
const phonePattern = /^\+?[0-9 ().-]+$/
const minPhone = 10
const maxPhoneDigits = 15
const maxPhone = 30

export const phoneWords = {
  en: {
    required: 'This field is required.',
    characters: 'Enter a phone number: digits, spaces and + ( ) - . only.',
    tooLong: `A phone number has at most ${maxPhoneDigits} digits.`,
    tooShort: `Enter the whole phone number: at least ${minPhone} characters besides spaces and ( ) - .`,
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    characters: 'Saisissez un numéro de téléphone : chiffres, espaces et + ( ) - . uniquement.',
    tooLong: `Un numéro de téléphone a au plus ${maxPhoneDigits} chiffres.`,
    tooShort: `Saisissez le numéro complet : au moins ${minPhone} caractères hors espaces et ( ) - .`,
  },
}

/** Why the server refuses this (trimmed) phone number, in its words ('fr': the French site's); '' when it keeps it ("06 98" is refused by every form). */
export function phoneProblem(phone: string, locale: 'en' | 'fr' = 'en'): string {
  const words = phoneWords[locale]
  const digits = phone.replace(/[^0-9]/g, '').length
  if (phone === '') return words.required
  if ([...phone].length > maxPhone || !phonePattern.test(phone) || digits === 0) return words.characters
  if (digits > maxPhoneDigits) return words.tooLong
  if (digits + (phone.startsWith('+') ? 1 : 0) < minPhone) return words.tooShort
  return ''
}
