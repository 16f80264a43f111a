import { useState, type ReactNode } from 'react'
import { Alert } from '../../../../components/Alert'

/**
 * The column of a record's page that acts on it: what the last action did (a new message each
 * time, taking the focus each time), then the actions, which call `announce` with what they did.
 */
export function ActionColumn({ before, children }: { before?: ReactNode; children: (announce: (done: string) => void) => ReactNode }) {
  const [notice, setNotice] = useState<{ text: string } | null>(null)
  return (
    <div className="space-y-4">
      {before}
      {notice && (
        <Alert tone="success" role="status" focusKey={notice}>
          {notice.text}
        </Alert>
      )}
      {children((text) => setNotice({ text }))}
    </div>
  )
}
