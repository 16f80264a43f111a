import { stopGift } from '../api/stopGift'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { useMessages } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import { isWeekly } from '../words'
import { ConfirmAction } from './ConfirmAction'

/** Stops a recurring gift, once the donor has confirmed. */
export function StopGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const words = useMessages(donorSpaceMessages).actions.stop
  const weekly = isWeekly(gift)
  const stop = useGiftChange(stopGift, {
    onNotice,
    fallback: words.fallback,
    done: () => words.done(weekly),
  })
  return (
    <ConfirmAction
      label={words.label}
      question={words.question(weekly)}
      detail={words.detail}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      busy={stop.isPending}
      busyLabel={words.busy}
      onConfirm={() => stop.mutate(gift.id)}
    />
  )
}
