import { fieldText, isRecord, readFailure, type FormFailure } from '../../lib/apiErrors'
import { checkWords } from '../../lib/formChecks'
import type { Messages } from '../../lib/i18n/useLocale'
import { useStaffLanguage } from './language'
import type { Me } from '../../lib/contract.gen'

type Language = Me['language']

/** The sentences a staff form shows when the server gives none of its own. */
const failureWords: Messages<{ noAnswer: string; tooMany: string; failed: string }> = {
  en: {
    noAnswer: 'The server could not be reached. Check your connection and try again.',
    tooMany: 'Too many attempts in a short time. Wait a minute and try again.',
    failed: 'Something went wrong. Please try again.',
  },
  fr: {
    noAnswer: 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
    tooMany: 'Trop de tentatives en peu de temps. Attendez une minute et réessayez.',
    failed: 'Une erreur est survenue. Veuillez réessayer.',
  },
}

/**
 * What a staff form shows for a refused or failed call: the server's words by
 * each field it names, and one sentence above the button. A refusal on a
 * field the form does not show ("this order was shipped already") becomes
 * that sentence, so no reason is ever lost. Our own sentences in `language`
 * (English unless told; a screen uses useStaffFailure for its staff member's).
 */
export function staffFailure<Field extends string>(error: unknown, fields: readonly Field[] = [], language: Language = 'en'): FormFailure<Field> {
  const { status, message: serverMessage, data } = readFailure(error)
  const words = failureWords[language]
  if (status === 0) return { message: words.noAnswer, fields: {} }
  // Our own 429s say what to do (a locked account waits 15 minutes); PocketBase's generic one does not.
  if (status === 429)
    return { message: serverMessage && !/^too many requests\.?$/i.test(serverMessage) ? serverMessage : words.tooMany, fields: {} }
  const shown: FormFailure<Field>['fields'] = {}
  const others: string[] = []
  for (const [name, entry] of Object.entries(data)) {
    // A field of parts the form shows each by its own name (trackingNumbers.{order id}).
    const parts = isRecord(entry) && !fieldText(entry) ? Object.entries(entry).filter(([part]) => (fields as readonly string[]).includes(`${name}.${part}`)) : []
    for (const [part, inner] of parts) {
      const text = deepText(inner, language)
      if (text) shown[`${name}.${part}` as Field] = text
    }
    if (parts.length > 0) continue
    const text = deepText(entry, language)
    if (!text) continue
    if ((fields as readonly string[]).includes(name)) shown[name as Field] = text
    else others.push(text)
  }
  const message = others[0] ?? (Object.keys(shown).length > 0 ? checkWords[language].fieldsRefused : serverMessage || words.failed)
  return { message, fields: shown }
}

/** staffFailure in the staff member's language. */
export function useStaffFailure(): <Field extends string>(error: unknown, fields?: readonly Field[]) => FormFailure<Field> {
  const language = useStaffLanguage()
  return (error, fields = []) => staffFailure(error, fields, language)
}

/** A field's words, or those of the first of its parts that has some (data.lines.0.quantity). */
function deepText(entry: unknown, language: Language): string | null {
  const text = fieldText(entry, language)
  if (text || !isRecord(entry)) return text
  for (const part of Object.values(entry)) {
    const inner = deepText(part, language)
    if (inner) return inner
  }
  return null
}
