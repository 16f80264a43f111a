import type { Gift, GiftChange } from '../../../lib/contract.gen'
import { formatDate } from '../../../lib/dates'
import { changeWords } from '../../../lib/giftHistory'

const who: Record<GiftChange['by'], string> = { donor: 'by you', staff: 'by our team', schedule: 'at the end of the pause' }

/** The gift's pauses, resumptions and changes of rhythm, newest first. */
export function GiftHistory({ history }: { history: Gift['history'] }) {
  if (history.length === 0) return null
  return (
    <section className="mt-5">
      <h4 className="text-xs font-bold uppercase tracking-wider text-slate-500">History</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {history
          .map((change, i) => (
            <li key={i}>
              <span className="font-semibold">{formatDate(change.at)}</span>: {changeWords(change)} {who[change.by]}
            </li>
          ))
          .reverse()}
      </ul>
    </section>
  )
}
