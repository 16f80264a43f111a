import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * Whether the app runs the page: false on the server's render (src/server.tsx) and while the app
 * hydrates the page the server sent, so both render the same; true from the next render on, and
 * at once on a screen the app renders itself.
 */
export function useInApp(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
