import type { Gift } from '../../../lib/contract.gen'
import { useMessages } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import { statusTones } from '../words'

/** The gift's status in words, tinted; TEST when the demo gateway took it (no real money). */
export function GiftBadges({ gift }: { gift: Pick<Gift, 'status' | 'test'> }) {
  const words = useMessages(donorSpaceMessages)
  return (
    <p className="flex flex-wrap items-center gap-1.5">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${statusTones[gift.status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}>
        {words.statuses[gift.status]}
      </span>
      {gift.test && (
        <span title={words.testTitle} className="rounded bg-fuchsia-100 px-1.5 py-0.5 text-[10px] font-black tracking-wider text-fuchsia-800">
          TEST
        </span>
      )}
    </p>
  )
}
