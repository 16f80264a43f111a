import { Alert } from '../../../components/Alert'
import type { Notice } from '../notice'

/** Success and failure sentences, in a live region that is always in the page so screen readers hear each new one. */
export function LiveNotice({ notice, className = '' }: { notice: Notice | null; className?: string }) {
  return (
    <div aria-live="polite" className={`empty:hidden ${className}`.trim()}>
      {notice && (
        <Alert tone={notice.tone} role="status">
          {notice.text}
        </Alert>
      )}
    </div>
  )
}
