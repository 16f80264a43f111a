import { useId, useState } from 'react'
import { pauseGift } from '../api/pauseGift'
import type { Gift } from '../../../lib/contract.gen'
import { formatDate } from '../../../lib/dates'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { rhythmAdjective } from '../words'
import { ConfirmAction } from './ConfirmAction'

const lengths = [1, 2, 3] as const

/** Pauses a recurring gift for 1 to 3 months, chosen in the confirmation. */
export function PauseGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const [months, setMonths] = useState<number>(1)
  const name = useId()
  const pause = useGiftChange(pauseGift, {
    onNotice,
    fallback: 'Your gift was not paused.',
    done: (paused) => `Your gift is paused until ${formatDate(paused.pausedUntil)}: no payment will be taken until then.`,
  })
  return (
    <ConfirmAction
      label="Pause this gift"
      question={`Pause this ${rhythmAdjective(gift)} gift?`}
      detail="No payment will be taken during the pause. It starts again by itself at its end, and you can resume it sooner."
      confirmLabel="Pause my gift"
      cancelLabel="Keep it going"
      busy={pause.isPending}
      busyLabel="Pausing the gift"
      tone="calm"
      onConfirm={() => pause.mutate({ id: gift.id, months })}
    >
      <fieldset className="mt-3">
        <legend className="text-sm font-bold text-slate-900">For how long?</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-5">
          {lengths.map((n) => (
            <label key={n} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-900">
              <input type="radio" name={name} value={n} checked={months === n} onChange={() => setMonths(n)} className="h-5 w-5 accent-brand-700" />
              {n === 1 ? '1 month' : `${n} months`}
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmAction>
  )
}
