import { useEffect, useId, useState, useSyncExternalStore } from 'react'

/**
 * Screen changes inside the app, as a keyboard or a screen reader meets them.
 *
 * A screen is a component that names itself with useDocumentTitle (a route, the
 * staff sign-in, the donor space). The first one shown is the page the browser
 * loaded: it is left as the browser shows it. Every later one is a screen change
 * (a link followed, a sign-in that opens the staff or donor space, a session
 * that ended): the focus moves to the new screen's heading (its main area while
 * it has none), unless the screen already put it in itself (a form's first
 * field), and the one live region (<ScreenAnnouncer />) says its title.
 *
 * The new screen starts at its top: the window is scrolled there and the focus
 * moves without scrolling. Focusing a main area taller than the window (or a
 * heading below it) would scroll its top to the window's top, under the sticky
 * header, and a phone would show the page one header height down.
 */

/** The screen shown last (a component instance), null until the first one. */
let shown: string | null = null
let announcement = { text: '', count: 0 }
const listeners = new Set<() => void>()

/**
 * The screen whose id this is (useId: one per mounted screen) is on screen, titled `title`;
 * `focusedBefore` is what had the focus when it first rendered (the link that led to it).
 */
function screenShown(id: string, title: string, focusedBefore: Element | null) {
  if (shown === id) return
  const first = shown === null
  shown = id
  if (first) return
  announcement = { text: title, count: announcement.count + 1 }
  for (const listener of listeners) listener()
  focusScreen(focusedBefore)
}

/** Marks the component calling it as a screen; a new one after the first is announced and focused. */
export function useScreen(title: string): void {
  const id = useId()
  // Read while the screen first renders, before it commits (and before it may focus a field of its own).
  const [focusedBefore] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(() => screenShown(id, title, focusedBefore), [id, title, focusedBefore])
}

/**
 * The new screen's heading takes the focus, else its main area; a focus the screen put in itself
 * stays. The focus it found is no such focus, even inside the main area: a link clicked with the
 * mouse keeps the focus while the old screen is still in the page (hidden while the new one's code
 * loads), and it was left there.
 */
function focusScreen(focusedBefore: Element | null) {
  const main = document.getElementById('main') ?? document.querySelector('main')
  const active = document.activeElement
  if (main && active && active !== main && active !== focusedBefore && main.contains(active)) return
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  window.scrollTo(0, 0)
  target.focus({ preventScroll: true })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => announcement

/** What the live region says: the last new screen's title, and a count that changes with each (the same title twice is said twice). */
export function useScreenAnnouncement(): { text: string; count: number } {
  return useSyncExternalStore(subscribe, current, current)
}

/** Forgets the screens shown (tests: each starts as a page just loaded). */
export function forgetScreens(): void {
  shown = null
  announcement = { text: '', count: 0 }
  for (const listener of listeners) listener()
}
