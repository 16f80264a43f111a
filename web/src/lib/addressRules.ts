/**
 * The server's rules for a donor's postal details (internal/forms): a postal code in its country,
 * a company's SIREN, and the characters a tax receipt prints, in the server's words. Kept out of
 * formRules.ts, which the checkout's and the contact's first loads carry. Both sides run the same cases
 * (internal/forms/testdata); the patterns, bounds and country names are the server's, generated
 * (addressRules.gen.ts).
 */
import type { Locale } from './i18n/locale'
import { countryCodes, postalRule, postalRules } from './addressRules.gen'

type PostalCountry = keyof typeof postalRules
const isoCodes: Partial<Record<string, PostalCountry>> = countryCodes

/** The French of the server's sentence for each country's postal code shape. */
const postalFrench: Record<PostalCountry, string> = {
  FR: 'Un code postal français compte 5 chiffres, par exemple 75015.',
  DE: 'Un code postal allemand compte 5 chiffres, par exemple 10115.',
  ES: 'Un code postal espagnol compte 5 chiffres, par exemple 28001.',
  IT: 'Un code postal italien compte 5 chiffres, par exemple 00118.',
  BE: 'Un code postal belge compte 4 chiffres, par exemple 1000.',
  CH: 'Un code postal suisse compte 4 chiffres, par exemple 1200.',
  LU: 'Un code postal luxembourgeois compte 4 chiffres, par exemple 1111.',
  AT: 'Un code postal autrichien compte 4 chiffres, par exemple 1010.',
  DK: 'Un code postal danois compte 4 chiffres, par exemple 1050.',
  NL: 'Un code postal néerlandais compte 4 chiffres et 2 lettres, par exemple 1012 AB.',
  GB: 'Un code postal britannique s’écrit comme SW1A 1AA.',
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
  en: { required: 'This field is required.', tooLong: `At most ${postalRule.max} characters.`, characters: 'Use only letters, digits, spaces and -.' },
  fr: { required: 'Ce champ est obligatoire.', tooLong: `${postalRule.max} caractères au plus.`, characters: 'Utilisez uniquement des lettres, des chiffres, des espaces et -.' },
}

/** Why the server refuses this postal code in this country, in its words ('fr': the French site's); '' when it keeps it. */
export function postalCodeProblem(code: string, country: string, locale: Locale = 'en'): string {
  const key = countryKey(country)
  const iso = Object.hasOwn(isoCodes, key) ? isoCodes[key] : undefined
  const words = postalWords[locale]
  if (code === '') return words.required
  if ([...code].length > postalRule.max) return words.tooLong
  if (iso && !postalRules[iso].pattern.test(code)) return locale === 'fr' ? postalFrench[iso] : postalRules[iso].message
  if (!postalRule.pattern.test(code)) return words.characters
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

/** The digits of a SIREN as typed (spaces, non-breaking ones too, dots and dashes dropped), as the server's CleanSiren keeps it. */
export const sirenDigits = (typed: string) => typed.replace(/[ .\u00a0-]/g, '')
