import { useEffect } from 'react'

export const leaveQuestion = 'Your changes are not saved. Leave this page anyway?'

/** Whether a click on this link leaves the page in this tab (not a new tab, a download or a jump within the page). */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return false
  return link.target !== '_blank' && !link.hasAttribute('download') && !link.getAttribute('href')?.startsWith('#')
}

/** The browser's Navigation API, where it has one (Chromium today). */
function browserNavigation(): Navigation | null {
  return 'navigation' in window ? window.navigation : null
}

/**
 * While active (a form with unsaved changes), leaving asks first: closing or
 * reloading the tab through the browser's own prompt, following a link or the
 * browser's Back and Forward buttons through a confirm. The app's declarative
 * router has no navigation blocker, so the click is caught on its way down,
 * before a router link acts on it, and Back or Forward through the Navigation
 * API before the history moves (popstate comes too late: the router hears it
 * first). A browser without that API, or one that will not let the page cancel
 * this move (it allows one per click or key press, against pages that trap
 * their visitors), goes back without asking.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return
    const navigation = browserNavigation()
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      if (leavesThePage(event) && !window.confirm(leaveQuestion)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    // A Back that stays on the page (after the skip link's jump to #main) leaves nothing.
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || event.hashChange || !event.cancelable) return
      if (!window.confirm(leaveQuestion)) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('click', onClick, true)
    navigation?.addEventListener('navigate', onNavigate)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('click', onClick, true)
      navigation?.removeEventListener('navigate', onNavigate)
    }
  }, [active])
}
