/** A tribute's rules, as the server's (internal/donate, Tribute.Validate): the same limits, in its words. */
import { printable } from '../../../lib/addressRules'
import { validEmail } from '../../../lib/formRules'
import type { Tribute } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import { tributeMessages } from './messages'
import { tributeLimits } from '../../../lib/rules.gen'

export type TributeField = 'name' | 'notifyEmail' | 'message'

/** Whether text holds a control character (C0, DEL, C1) the server refuses; a message may hold line breaks and tabs. */
const hasControl = (text: string, multiLine: boolean): boolean =>
  [...text].some((c) => {
    const code = c.codePointAt(0) ?? 0
    if (multiLine && (c === '\n' || c === '\t')) return false
    return code < 0x20 || (code >= 0x7f && code < 0xa0)
  })

type Problems = (typeof tributeMessages)['en']['problems']

const printedProblem = (text: string, max: number, multiLine: boolean, words: Problems): string => {
  if ([...text].length > max) return words.tooLong(max)
  if (hasControl(text, multiLine)) return words.control
  if (!printable(text)) return words.unprintable
  return ''
}

/** Why the server would refuse each field of this tribute (trimmed as it trims them), in locale; an empty object when it keeps it. */
export function tributeProblems(t: Tribute, locale: Locale = 'en'): Partial<Record<TributeField, string>> {
  const words = tributeMessages[locale].problems
  const problems: Partial<Record<TributeField, string>> = {}
  const name = t.name.trim()
  const email = t.notifyEmail.trim()
  const message = t.message.trim()
  const nameProblem = name === '' ? words.nameMissing : printedProblem(name, tributeLimits.name, false, words)
  if (nameProblem) problems.name = nameProblem
  if (email !== '' && !validEmail(email)) problems.notifyEmail = words.email
  const messageProblem = message === '' ? '' : printedProblem(message, tributeLimits.message, true, words)
  if (messageProblem) problems.message = messageProblem
  return problems
}
