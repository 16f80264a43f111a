import { changeRhythm } from '../api/changeRhythm'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { euros } from '../words'
import { ConfirmAction } from './ConfirmAction'

/** Makes a monthly gift weekly, or a weekly one monthly, from its next payment, once the donor has confirmed. */
export function ChangeRhythm({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const toWeekly = gift.rhythm === 'monthly'
  const [now, then] = toWeekly ? ['week', 'month'] : ['month', 'week']
  const change = useGiftChange(changeRhythm, {
    onNotice,
    fallback: 'The rhythm of your gift was not changed.',
    done: () => `Your gift is now taken every ${now}, from its next payment.`,
  })
  return (
    <ConfirmAction
      label={toWeekly ? 'Give every week instead' : 'Give every month instead'}
      question={`Give ${euros(gift.amount)} every ${now} instead of every ${then}?`}
      detail="The new rhythm starts at the next payment. Nothing is charged now."
      confirmLabel={`Change to every ${now}`}
      cancelLabel="Keep it as it is"
      busy={change.isPending}
      busyLabel="Changing the rhythm"
      tone="calm"
      onConfirm={() => change.mutate({ id: gift.id, interval: toWeekly ? 'week' : 'month' })}
    />
  )
}
