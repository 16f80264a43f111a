import { createContext, useContext } from 'react'
import type { Messages } from '../../lib/i18n/useLocale'
import type { Me } from '../../lib/contract.gen'

/**
 * Before anyone is signed in (the sign-in and invitation screens): English for a browser set to
 * English, else French, the back office's default (internal/i18n Staff).
 */
function browserLanguage(): Me['language'] {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('en') ? 'en' : 'fr'
}

/** The back office's language: each staff member's own choice, kept with their account (the server's /api/staff/me). */
export const StaffLanguage = createContext<Me['language']>(browserLanguage())

/** The staff member's language. */
export function useStaffLanguage(): Me['language'] {
  return useContext(StaffLanguage)
}

/** A staff screen's words in the staff member's language, from a dictionary with both. */
export function useStaffWords<M>(messages: Messages<M>): M {
  return messages[useStaffLanguage()]
}
