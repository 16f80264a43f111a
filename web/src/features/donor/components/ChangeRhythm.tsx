import { changeRhythm } from '../api/changeRhythm'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { useMessages } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import { euros } from '../words'
import { ConfirmAction } from './ConfirmAction'

/** Makes a monthly gift weekly, or a weekly one monthly, from its next payment, once the donor has confirmed. */
export function ChangeRhythm({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const words = useMessages(donorSpaceMessages).actions.rhythm
  const toWeekly = gift.rhythm === 'monthly'
  const change = useGiftChange(changeRhythm, {
    onNotice,
    fallback: words.fallback,
    done: () => words.done(toWeekly),
  })
  return (
    <ConfirmAction
      label={words.label(toWeekly)}
      question={words.question(euros(gift.amount), toWeekly)}
      detail={words.detail}
      confirmLabel={words.confirm(toWeekly)}
      cancelLabel={words.cancel}
      busy={change.isPending}
      busyLabel={words.busy}
      tone="calm"
      onConfirm={() => change.mutate({ id: gift.id, interval: toWeekly ? 'week' : 'month' })}
    />
  )
}
