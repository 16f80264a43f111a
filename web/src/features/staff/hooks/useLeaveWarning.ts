import { useEffect } from 'react'

export const leaveQuestion = 'Your changes are not saved. Leave this page anyway?'

/** Whether a click on this link leaves the page in this tab (not a new tab, a download or a jump within the page). */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return false
  return link.target !== '_blank' && !link.hasAttribute('download') && !link.getAttribute('href')?.startsWith('#')
}

/**
 * While active (a form with unsaved changes), leaving asks first: closing or
 * reloading the tab through the browser's own prompt, and following a link
 * through a confirm. The app's declarative router has no navigation blocker,
 * so the click is caught on its way down, before a router link acts on it;
 * the browser's Back button within the app is not caught.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      if (leavesThePage(event) && !window.confirm(leaveQuestion)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('click', onClick, true)
    }
  }, [active])
}
