import { useScreenAnnouncement } from '../lib/screenChange'

/**
 * The app's one polite live region for screen changes (lib/screenChange.ts): it
 * says the new screen's title. Rendered once, around every layout, so it is in
 * the page before any change it announces.
 */
export function ScreenAnnouncer() {
  const { text, count } = useScreenAnnouncement()
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="screen-announcer" className="sr-only">
      {text && <p key={count}>{text}</p>}
    </div>
  )
}
