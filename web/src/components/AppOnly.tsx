import type { ReactNode } from 'react'
import { useInApp } from '../lib/useInApp'

/**
 * What a page the server renders (src/server.tsx) leaves for the app to add once it has taken the
 * page over: a form (what a visitor typed into a served one before the app started would be lost)
 * and whatever follows it on the page, which the form's arrival would push down. So nothing the
 * server sent moves; a screen the app renders itself shows it at once.
 */
export function AppOnly({ children }: { children: ReactNode }) {
  return useInApp() ? children : null
}
