import type { FormFailure } from './apiErrors'
import { phoneProblem, validEmail } from './formRules'

/**
 * What a form of the site checks before sending, so that a blank field or a mistyped email
 * gets the site's own messages (its error summary, the text by the field) rather than the
 * browser's bubble: the forms say noValidate. The server checks everything again.
 */

export const requiredText = 'This field is required.'
export const emailText = 'Enter a valid email address.'
/** Above the button when fields are refused, by this check or by the server. */
export const fieldsRefusedText = 'Please correct the highlighted fields.'

/**
 * The refused fields of a form whose fields are all required, `typed.email` an email and
 * `typed.phone` a phone number (the server's one phone rule, as the donation form applies it);
 * null when it can be sent.
 */
export function checkFilled<Field extends string>(values: Record<Field, string>, fields: readonly Field[], typed: { email: Field; phone: Field }): FormFailure<Field> | null {
  const refused: FormFailure<Field>['fields'] = {}
  for (const name of fields) {
    // The server reads a one-line field trimmed, its runs of spaces as one.
    const value = values[name].trim().replace(/\s+/g, ' ')
    if (value === '') refused[name] = requiredText
    else if (name === typed.email && !validEmail(value)) refused[name] = emailText
    else if (name === typed.phone && phoneProblem(value) !== '') refused[name] = phoneProblem(value)
  }
  return Object.keys(refused).length > 0 ? { message: fieldsRefusedText, fields: refused } : null
}
