import { useState } from 'react'
import { changeGiftRhythm } from '../../api/changeGiftRhythm'
import { pauseGift } from '../../api/pauseGift'
import { resumeGift } from '../../api/resumeGift'
import type { GiftPage } from '../../../../lib/contract.gen'
import { day } from '../../format'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionForm, ActionSelect } from '../ui/ActionForm'

type Props = { gift: GiftPage; onChange: (gift: GiftPage, done: string) => void }

/** A form whose first press asks (`asked` says what will happen) and whose second acts. */
function ConfirmedForm({ title, button, confirmButton, asked, busy, error, onConfirm, children }: {
  title: string
  button: string
  confirmButton: string
  asked: string
  busy: boolean
  error?: string
  onConfirm: () => void
  children?: React.ReactNode
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <ActionForm title={title} button={confirming ? confirmButton : button} busy={busy} error={error} onSubmit={() => (confirming ? onConfirm() : setConfirming(true))}>
      {children}
      {confirming && (
        <p role="status" className="text-sm font-semibold text-slate-800">
          {asked} Press again to confirm.
        </p>
      )}
    </ActionForm>
  )
}

/** Pauses a running gift for the months chosen (1 to 3). */
export function PauseForm({ gift, onChange }: Props) {
  const [months, setMonths] = useState('1')
  const action = useStaffAction((n: number) => pauseGift(gift.id, n), {
    fields: ['months'] as const,
    onDone: (g) => onChange(g, `The gift is paused until ${day(g.pausedUntil)}. The donor has been sent a mail.`),
  })
  const length = months === '1' ? '1 month' : `${months} months`
  return (
    <ConfirmedForm title="Pause this recurring gift" button="Pause the gift" confirmButton={`Yes, pause for ${length}`} busy={action.busy} error={action.failure?.message}
      asked={`No payment will be taken for ${length}; the gift starts again by itself.`} onConfirm={() => action.submit(Number(months))}>
      <ActionSelect id="gift-pause-months" label="For how long" value={months} onChange={(e) => setMonths(e.target.value)} error={action.failure?.fields.months}
        options={[{ value: '1', label: '1 month' }, { value: '2', label: '2 months' }, { value: '3', label: '3 months' }]} />
    </ConfirmedForm>
  )
}

/** Resumes a paused gift now. */
export function ResumeForm({ gift, onChange }: Props) {
  const action = useStaffAction(() => resumeGift(gift.id), { fields: [] as const, done: 'The gift has resumed. The donor has been sent a mail.', onDone: onChange })
  return (
    <ConfirmedForm title={`Paused until ${day(gift.pausedUntil)}`} button="Resume now" confirmButton="Yes, resume now" busy={action.busy} error={action.failure?.message}
      asked="Payments start again from the next due date." onConfirm={() => action.submit(undefined)} />
  )
}

/** Makes a monthly card gift weekly, or a weekly one monthly. */
export function RhythmForm({ gift, onChange }: Props) {
  const toWeekly = gift.rhythm === 'monthly'
  const words = toWeekly ? 'weekly' : 'monthly'
  const action = useStaffAction(() => changeGiftRhythm(gift.id, toWeekly ? 'week' : 'month'), {
    fields: ['interval'] as const,
    done: `The gift is now ${words} from its next payment. The donor has been sent a mail.`,
    onDone: onChange,
  })
  return (
    <ConfirmedForm title="Change the rhythm" button={`Make it ${words}`} confirmButton={`Yes, make it ${words}`} busy={action.busy} error={action.failure?.message}
      asked={`The same amount will be taken ${toWeekly ? 'every week' : 'every month'} from the next payment; nothing is charged now.`} onConfirm={() => action.submit(undefined)} />
  )
}
