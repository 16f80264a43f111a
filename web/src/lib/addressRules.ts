/**
 * The server's rules for a donor's postal details (internal/forms): a postal code in its country,
 * a company's SIREN, and the characters a tax receipt prints, in the server's words. Kept out of
 * formRules.ts, which the checkout's and the contact's first loads carry. Both sides run the same cases
 * (internal/forms/testdata).
 */
import type { Locale } from './i18n/locale'

const maxPostalCode = 20
const anyPostalCode = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/
const fourDigits = /^[0-9]{4}$/
const fiveDigits = /^[0-9]{5}$/

/** The countries whose postal codes have a simple known shape, by ISO code (internal/forms/postal.go). */
const postalRules: Record<string, { pattern: RegExp; message: string; fr: string }> = {
  FR: { pattern: fiveDigits, message: 'A French postal code is 5 digits, e.g. 75015.', fr: 'Un code postal français compte 5 chiffres, par exemple 75015.' },
  DE: { pattern: fiveDigits, message: 'A German postal code is 5 digits, e.g. 10115.', fr: 'Un code postal allemand compte 5 chiffres, par exemple 10115.' },
  ES: { pattern: fiveDigits, message: 'A Spanish postal code is 5 digits, e.g. 28001.', fr: 'Un code postal espagnol compte 5 chiffres, par exemple 28001.' },
  IT: { pattern: fiveDigits, message: 'An Italian postal code is 5 digits, e.g. 00118.', fr: 'Un code postal italien compte 5 chiffres, par exemple 00118.' },
  BE: { pattern: fourDigits, message: 'A Belgian postal code is 4 digits, e.g. 1000.', fr: 'Un code postal belge compte 4 chiffres, par exemple 1000.' },
  CH: { pattern: fourDigits, message: 'A Swiss postal code is 4 digits, e.g. 1200.', fr: 'Un code postal suisse compte 4 chiffres, par exemple 1200.' },
  LU: { pattern: fourDigits, message: 'A Luxembourg postal code is 4 digits, e.g. 1111.', fr: 'Un code postal luxembourgeois compte 4 chiffres, par exemple 1111.' },
  AT: { pattern: fourDigits, message: 'An Austrian postal code is 4 digits, e.g. 1010.', fr: 'Un code postal autrichien compte 4 chiffres, par exemple 1010.' },
  DK: { pattern: fourDigits, message: 'A Danish postal code is 4 digits, e.g. 1050.', fr: 'Un code postal danois compte 4 chiffres, par exemple 1050.' },
  NL: { pattern: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/, message: 'A Dutch postal code is 4 digits and 2 letters, e.g. 1012 AB.', fr: 'Un code postal néerlandais compte 4 chiffres et 2 lettres, par exemple 1012 AB.' },
  GB: { pattern: /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/, message: 'A UK postcode looks like SW1A 1AA.', fr: 'Un code postal britannique s’écrit comme SW1A 1AA.' },
}

/** The country as donors type it (French, English or its own name, or its ISO code) → its ISO code. */
const countryCodes: Record<string, string> = {
  france: 'FR', fr: 'FR', 'republique francaise': 'FR',
  allemagne: 'DE', germany: 'DE', deutschland: 'DE', de: 'DE',
  espagne: 'ES', spain: 'ES', espana: 'ES', es: 'ES',
  italie: 'IT', italy: 'IT', italia: 'IT', it: 'IT',
  belgique: 'BE', belgium: 'BE', belgie: 'BE', belgien: 'BE', be: 'BE',
  suisse: 'CH', switzerland: 'CH', schweiz: 'CH', svizzera: 'CH', ch: 'CH',
  luxembourg: 'LU', lu: 'LU',
  autriche: 'AT', austria: 'AT', osterreich: 'AT', at: 'AT',
  danemark: 'DK', denmark: 'DK', danmark: 'DK', dk: 'DK',
  'pays bas': 'NL', netherlands: 'NL', 'the netherlands': 'NL', nederland: 'NL', holland: 'NL', nl: 'NL',
  'royaume uni': 'GB', 'united kingdom': 'GB', uk: 'GB', gb: 'GB', 'great britain': 'GB', 'grande bretagne': 'GB',
  angleterre: 'GB', england: 'GB', ecosse: 'GB', scotland: 'GB', 'pays de galles': 'GB', wales: 'GB',
  'irlande du nord': 'GB', 'northern ireland': 'GB',
}

/** "Pays-Bas" → "pays bas": case, accents, hyphens and dots aside. */
const countryKey = (country: string) =>
  country
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[-.]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .join(' ')

const postalWords = {
  en: { required: 'This field is required.', tooLong: `At most ${maxPostalCode} characters.`, characters: 'Use only letters, digits, spaces and -.' },
  fr: { required: 'Ce champ est obligatoire.', tooLong: `${maxPostalCode} caractères au plus.`, characters: 'Utilisez uniquement des lettres, des chiffres, des espaces et -.' },
}

/** Why the server refuses this postal code in this country, in its words ('fr': the French site's); '' when it keeps it. */
export function postalCodeProblem(code: string, country: string, locale: Locale = 'en'): string {
  const rule = postalRules[countryCodes[countryKey(country)] ?? '']
  const words = postalWords[locale]
  if (code === '') return words.required
  if ([...code].length > maxPostalCode) return words.tooLong
  if (rule && !rule.pattern.test(code)) return locale === 'fr' ? rule.fr : rule.message
  if (!anyPostalCode.test(code)) return words.characters
  return ''
}

/** The characters the receipts' font draws (internal/receipts/font: Latin, the euro sign, typographic punctuation). */
const printedPattern = /^[\n\t\u0020-\u007E\u00A0-\u024F\u02C6\u02C7\u02D8-\u02DD\u2010-\u2015\u2018-\u201E\u2020-\u2022\u2026\u202F\u2030\u2039\u203A\u20AC\u2122]*$/

/** Whether a tax receipt prints every character of this text (composed, as the server reads it). */
export const printable = (text: string): boolean => printedPattern.test(text.normalize('NFC'))

/** The server's words for a text a receipt cannot print. */
export const unprintable = 'Use letters, digits and common punctuation only: this is printed on the tax receipt.'

/** The same on the French site. */
export const unprintableIn: Record<Locale, string> = {
  en: unprintable,
  fr: 'Utilisez uniquement des lettres, des chiffres et la ponctuation courante : ce texte est imprimé sur le reçu fiscal.',
}

/** A SIREN as INSEE gives it: 9 digits (typed with spaces or dots), the last a Luhn check digit. */
export function validSiren(typed: string): boolean {
  const digits = sirenDigits(typed)
  if (!/^\d{9}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) {
    let d = Number(digits[i])
    if (i % 2 === 1 && (d *= 2) > 9) d -= 9
    sum += d
  }
  return sum % 10 === 0
}

/** The digits of a SIREN as typed (spaces, dots and dashes dropped), as the server keeps it. */
export const sirenDigits = (typed: string) => typed.replace(/[\s.-]/g, '')
