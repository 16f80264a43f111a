import type { Locale } from './locale'

const rules = { en: new Intl.PluralRules('en'), fr: new Intl.PluralRules('fr') }

/** A counted word's forms, each given the count: { one: (n) => `${n} don`, other: (n) => `${n} dons` }. */
export type PluralForms = { one: (count: number) => string; other: (count: number) => string }

/** The form of a counted word in locale: French says "0 don" and "1 don", English "0 gifts" and "1 gift". */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  return (rules[locale].select(count) === 'one' ? forms.one : forms.other)(count)
}
