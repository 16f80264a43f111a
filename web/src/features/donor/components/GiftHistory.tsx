import type { Gift } from '../../../lib/contract.gen'
import { formatDate } from '../../../lib/dates'
import { changeWords } from '../../../lib/giftHistory'
import { useLocale } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'

/** The gift's pauses, resumptions and changes of rhythm, newest first. */
export function GiftHistory({ history }: { history: Gift['history'] }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].history
  if (history.length === 0) return null
  return (
    <section className="mt-5">
      <h4 className="text-xs font-bold uppercase tracking-wider text-slate-500">{words.heading}</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {history
          .map((change, i) => (
            <li key={i}>
              <span className="font-semibold">{formatDate(change.at, locale)}</span>{locale === 'fr' ? '\u00a0:' : ':'} {changeWords(change, locale)} {words.by[change.by]}
            </li>
          ))
          .reverse()}
      </ul>
    </section>
  )
}
