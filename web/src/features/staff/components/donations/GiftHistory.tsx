import type { GiftPage } from '../../../../lib/contract.gen'
import { changeWords } from '../../../../lib/giftHistory'
import { useStaffFormat } from '../../format'
import { useStaffLanguage, useStaffWords } from '../../language'
import { Panel } from '../ui/StaffPage'
import { donationMessages } from './messages'

/** The gift's pauses, resumptions and changes of rhythm, newest first (the audit log says which staff member). */
export function GiftHistory({ history }: { history: GiftPage['history'] }) {
  const t = useStaffWords(donationMessages)
  const { when } = useStaffFormat()
  const language = useStaffLanguage()
  if (history.length === 0) return null
  return (
    <Panel title={t.history}>
      <ul className="space-y-1 text-sm">
        {history
          .map((change, i) => (
            <li key={i}>
              <span className="font-semibold">{when(change.at)}</span>: {changeWords(change, language)} {t.by[change.by]}
            </li>
          ))
          .reverse()}
      </ul>
    </Panel>
  )
}
