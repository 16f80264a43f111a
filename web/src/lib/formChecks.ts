import type { FormFailure } from './apiErrors'
import { validEmail } from './formRules'

/**
 * What a form of the site checks before sending, so that a blank field or a mistyped email
 * gets the site's own messages (its error summary, the text by the field) rather than the
 * browser's bubble: the forms say noValidate. The server checks everything again.
 */

export const requiredText = 'This field is required.'
export const emailText = 'Enter a valid email address.'
/** Above the button when fields are refused, by this check or by the server. */
export const fieldsRefusedText = 'Please correct the highlighted fields.'

/** The refused fields of a form whose fields are all required, `email` an email; null when it can be sent. */
export function checkFilled<Field extends string>(values: Record<Field, string>, fields: readonly Field[], email: Field): FormFailure<Field> | null {
  const refused: FormFailure<Field>['fields'] = {}
  for (const name of fields) {
    if (values[name].trim() === '') refused[name] = requiredText
    else if (name === email && !validEmail(values[name].trim())) refused[name] = emailText
  }
  return Object.keys(refused).length > 0 ? { message: fieldsRefusedText, fields: refused } : null
}
