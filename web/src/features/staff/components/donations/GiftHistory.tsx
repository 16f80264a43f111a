import type { GiftChange, GiftPage } from '../../../../lib/contract.gen'
import { changeWords } from '../../../../lib/giftHistory'
import { when } from '../../format'
import { Panel } from '../ui/StaffPage'

const who: Record<GiftChange['by'], string> = { donor: 'by the donor', staff: 'by the staff', schedule: 'at the end of the pause' }

/** The gift's pauses, resumptions and changes of rhythm, newest first (the audit log says which staff member). */
export function GiftHistory({ history }: { history: GiftPage['history'] }) {
  if (history.length === 0) return null
  return (
    <Panel title="History">
      <ul className="space-y-1 text-sm">
        {history
          .map((change, i) => (
            <li key={i}>
              <span className="font-semibold">{when(change.at)}</span>: {changeWords(change)} {who[change.by]}
            </li>
          ))
          .reverse()}
      </ul>
    </Panel>
  )
}
