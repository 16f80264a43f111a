import type { GiftPage } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { Panel } from '../ui/StaffPage'
import { donationMessages } from './messages'

/** The gift's pauses, resumptions and changes of rhythm, newest first (the audit log says which staff member). */
export function GiftHistory({ history }: { history: GiftPage['history'] }) {
  const t = useStaffWords(donationMessages)
  const { when, day } = useStaffFormat()
  if (history.length === 0) return null
  return (
    <Panel title={t.history}>
      <ul className="space-y-1 text-sm">
        {history
          .map((change, i) => (
            <li key={i}>
              <span className="font-semibold">{when(change.at)}</span>: {t.change(change, day)} {t.by[change.by]}
            </li>
          ))
          .reverse()}
      </ul>
    </Panel>
  )
}
