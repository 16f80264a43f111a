import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const fields = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]'

type InlineFormOptions = {
  /** Closes the form without an outcome (its Cancel): Escape calls it too. */
  onCancel: () => void
  /**
   * What opened the form, when it leaves the page while the form is open (a
   * "Change the amount" button the form replaces). Otherwise the element that
   * had the focus when the form opened (a row's "Cheque…" toggle).
   */
  opener?: RefObject<HTMLElement | null>
}

/**
 * Called as the form unmounts: `opener` is read then, on purpose, since the
 * button that opened it may come back as a new element when the form goes.
 */
function focusOpener(opener: RefObject<HTMLElement | null> | undefined, from: RefObject<Element | null>) {
  const back = opener?.current ?? from.current
  if (back instanceof HTMLElement && back.isConnected) back.focus()
}

/**
 * A form or a question that opens in place (a new amount, a confirmation, a
 * row's form). It takes the focus when it opens: its first field, or the
 * panel itself when it has none (unless something in it took the focus, as a
 * safe choice with autoFocus). Escape closes it. Closed without an outcome
 * (Cancel, Escape), it gives the focus back to what opened it; closed by its
 * success, it leaves the focus to the success message (Alert's focusKey).
 *
 * Spread `panel` on the panel's element: it holds the ref and the Escape key.
 * The panel should unmount when it closes.
 */
export function useInlineForm<T extends HTMLElement>({ onCancel, opener }: InlineFormOptions) {
  const ref = useRef<T>(null)
  const from = useRef<Element | null>(null)
  const cancelled = useRef(false)
  useEffect(() => {
    // Kept from the first run: React's StrictMode runs this twice, the second time with the focus already inside.
    from.current ??= document.activeElement
    const panel = ref.current
    if (panel && !panel.contains(document.activeElement)) (panel.querySelector<HTMLElement>(fields) ?? panel).focus()
    return () => {
      if (cancelled.current) focusOpener(opener, from)
    }
  }, [opener])
  const cancel = () => {
    cancelled.current = true
    onCancel()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    cancel()
  }
  return { panel: { ref, onKeyDown }, cancel }
}
