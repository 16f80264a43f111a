import { resumeGift } from '../api/resumeGift'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import { useMessages } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import type { OnNotice } from '../notice'
import { ConfirmAction } from './ConfirmAction'

/** Resumes a paused gift before its pause ends, once the donor has confirmed. */
export function ResumeGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const words = useMessages(donorSpaceMessages).actions.resume
  const resume = useGiftChange(resumeGift, {
    onNotice,
    fallback: words.fallback,
    done: () => words.done,
  })
  return (
    <ConfirmAction
      label={words.label}
      question={words.question}
      detail={words.detail}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      busy={resume.isPending}
      busyLabel={words.busy}
      tone="calm"
      onConfirm={() => resume.mutate(gift.id)}
    />
  )
}
