import { Alert } from '../../../components/Alert'
import type { Notice } from '../notice'

/**
 * Success and failure sentences, in a live region that is always in the page so screen readers hear each new one.
 * A success takes the focus: the button or form that led to it may be gone (a gift stopped, a new amount saved).
 */
export function LiveNotice({ notice, className = '' }: { notice: Notice | null; className?: string }) {
  return (
    <div aria-live="polite" className={`empty:hidden ${className}`.trim()}>
      {notice && (
        <Alert tone={notice.tone} role="status" focusKey={notice.tone === 'success' ? notice : undefined}>
          {notice.text}
        </Alert>
      )}
    </div>
  )
}
