import { stopGift } from '../api/stopGift'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { rhythmAdjective } from '../words'
import { ConfirmAction } from './ConfirmAction'

/** Stops a recurring gift, once the donor has confirmed. */
export function StopGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const kind = rhythmAdjective(gift)
  const stop = useGiftChange(stopGift, {
    onNotice,
    fallback: 'Your gift was not stopped.',
    done: () => `Your ${kind} gift is stopped: no further payment will be taken.`,
  })
  return (
    <ConfirmAction
      label="Stop this gift"
      question={`Stop this ${kind} gift?`}
      detail="No further payment will be taken. Payments already made are not refunded."
      confirmLabel="Confirm"
      cancelLabel="Keep my gift"
      busy={stop.isPending}
      busyLabel="Stopping the gift"
      onConfirm={() => stop.mutate(gift.id)}
    />
  )
}
