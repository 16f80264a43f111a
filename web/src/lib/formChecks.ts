import type { FormFailure } from './apiErrors'
import { phoneProblem, validEmail } from './formRules'
import type { Locale } from './i18n/locale'

/**
 * What a form of the site checks before sending, so that a blank field or a mistyped email
 * gets the site's own messages (its error summary, the text by the field) rather than the
 * browser's bubble: the forms say noValidate. The server checks everything again.
 */

export const requiredText = 'This field is required.'
export const emailText = 'Enter a valid email address.'
/** Above the button when fields are refused, by this check or by the server. */
export const fieldsRefusedText = 'Please correct the highlighted fields.'

/** The same in each language of the site. */
export const checkWords = {
  en: { required: requiredText, email: emailText, fieldsRefused: fieldsRefusedText, invalid: 'This value is not valid.' },
  fr: {
    required: 'Ce champ est obligatoire.',
    email: 'Saisissez une adresse e-mail valide.',
    fieldsRefused: 'Corrigez les champs signalés.',
    invalid: 'Cette valeur n’est pas valide.',
  },
} satisfies Record<Locale, Record<string, string>>

/**
 * The refused fields of a form whose fields are all required, `typed.email` an email and
 * `typed.phone` a phone number (the server's one phone rule, as the donation form applies it);
 * null when it can be sent.
 */
export function checkFilled<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
  typed: { email: Field; phone: Field },
  locale: Locale = 'en',
): FormFailure<Field> | null {
  const words = checkWords[locale]
  const refused: FormFailure<Field>['fields'] = {}
  for (const name of fields) {
    // The server reads a one-line field trimmed, its runs of spaces as one.
    const value = values[name].trim().replace(/\s+/g, ' ')
    if (value === '') refused[name] = words.required
    else if (name === typed.email && !validEmail(value)) refused[name] = words.email
    else if (name === typed.phone && phoneProblem(value, locale) !== '') refused[name] = phoneProblem(value, locale)
  }
  return Object.keys(refused).length > 0 ? { message: words.fieldsRefused, fields: refused } : null
}
