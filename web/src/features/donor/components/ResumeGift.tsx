import { resumeGift } from '../api/resumeGift'
import type { Gift } from '../../../lib/contract.gen'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { ConfirmAction } from './ConfirmAction'

/** Resumes a paused gift before its pause ends, once the donor has confirmed. */
export function ResumeGift({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const resume = useGiftChange(resumeGift, {
    onNotice,
    fallback: 'Your gift was not resumed.',
    done: () => 'Your gift has resumed. Thank you!',
  })
  return (
    <ConfirmAction
      label="Resume now"
      question="Resume this gift now?"
      detail="Payments start again from the next due date."
      confirmLabel="Resume my gift"
      cancelLabel="Keep it paused"
      busy={resume.isPending}
      busyLabel="Resuming the gift"
      tone="calm"
      onConfirm={() => resume.mutate(gift.id)}
    />
  )
}
