import { createContext, useContext } from 'react'
import type { Messages } from '../../lib/i18n/useLocale'
import type { Me } from '../../lib/contract.gen'

/**
 * The back office's language: each staff member's own choice, kept with their account (the
 * server's /api/staff/me). Before anyone is signed in (the sign-in screen), the server's default.
 */
export const StaffLanguage = createContext<Me['language']>('en')

/** The staff member's language. */
export function useStaffLanguage(): Me['language'] {
  return useContext(StaffLanguage)
}

/** A staff screen's words in the staff member's language, from a dictionary with both. */
export function useStaffWords<M>(messages: Messages<M>): M {
  return messages[useStaffLanguage()]
}
