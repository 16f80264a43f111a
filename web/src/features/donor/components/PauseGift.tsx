import { useId, useState } from 'react'
import { pauseGift } from '../api/pauseGift'
import type { Gift } from '../../../lib/contract.gen'
import { formatDate } from '../../../lib/dates'
import { pauseMonths } from '../../../lib/signedInRules.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { plural } from '../../../lib/i18n/plural'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { donorSpaceMessages } from '../spaceMessages'
import { isWeekly } from '../words'
import { ConfirmAction } from './ConfirmAction'

/** Pauses a recurring gift for one of the server's lengths (1 to 3 months), chosen in the confirmation. */
export function PauseGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].actions.pause
  const [months, setMonths] = useState<number>(1)
  const name = useId()
  const pause = useGiftChange(pauseGift, {
    onNotice,
    fallback: words.fallback,
    done: (paused) => words.done(formatDate(paused.pausedUntil, locale)),
  })
  return (
    <ConfirmAction
      label={words.label}
      question={words.question(isWeekly(gift))}
      detail={words.detail}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      busy={pause.isPending}
      busyLabel={words.busy}
      tone="calm"
      onConfirm={() => pause.mutate({ id: gift.id, months })}
    >
      <fieldset className="mt-3">
        <legend className="text-sm font-bold text-slate-900">{words.howLong}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-5">
          {pauseMonths.map((n) => (
            <label key={n} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-900">
              <input type="radio" name={name} value={n} checked={months === n} onChange={() => setMonths(n)} className="h-5 w-5 accent-brand-700" />
              {plural(locale, n, words.months)}
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmAction>
  )
}
