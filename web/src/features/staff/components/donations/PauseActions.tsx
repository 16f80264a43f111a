import { useState } from 'react'
import { changeGiftRhythm } from '../../api/changeGiftRhythm'
import { pauseGift } from '../../api/pauseGift'
import { resumeGift } from '../../api/resumeGift'
import type { GiftPage } from '../../../../lib/contract.gen'
import { pauseMonths } from '../../../../lib/signedInRules.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
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
  const t = useStaffWords(donationMessages)
  return (
    <ActionForm title={title} button={confirming ? confirmButton : button} busy={busy} error={error} onSubmit={() => (confirming ? onConfirm() : setConfirming(true))}>
      {children}
      {confirming && (
        <p role="status" className="text-sm font-semibold text-slate-800">
          {asked} {t.pressAgain}
        </p>
      )}
    </ActionForm>
  )
}

/** Pauses a running gift for the months chosen (1 to 3). */
export function PauseForm({ gift, onChange }: Props) {
  const [months, setMonths] = useState('1')
  const t = useStaffWords(donationMessages)
  const { day } = useStaffFormat()
  const action = useStaffAction((n: number) => pauseGift(gift.id, n), {
    fields: ['months'] as const,
    onDone: (g) => onChange(g, t.pausedMail(day(g.pausedUntil))),
  })
  const length = t.months(Number(months))
  return (
    <ConfirmedForm title={t.pauseTitle} button={t.pauseButton} confirmButton={t.yesPause(length)} busy={action.busy} error={action.failure?.message}
      asked={t.pauseAsked(length)} onConfirm={() => action.submit(Number(months))}>
      <ActionSelect id="gift-pause-months" label={t.howLong} value={months} onChange={(e) => setMonths(e.target.value)} error={action.failure?.fields.months}
        options={pauseMonths.map((n) => ({ value: String(n), label: t.months(n) }))} />
    </ConfirmedForm>
  )
}

/** Resumes a paused gift now. */
export function ResumeForm({ gift, onChange }: Props) {
  const t = useStaffWords(donationMessages)
  const { day } = useStaffFormat()
  const action = useStaffAction(() => resumeGift(gift.id), { fields: [] as const, done: t.resumed, onDone: onChange })
  return (
    <ConfirmedForm title={t.pausedUntilTitle(day(gift.pausedUntil))} button={t.resumeButton} confirmButton={t.yesResume} busy={action.busy} error={action.failure?.message}
      asked={t.resumeAsked} onConfirm={() => action.submit(undefined)} />
  )
}

/** Makes a monthly card gift weekly, or a weekly one monthly. */
export function RhythmForm({ gift, onChange }: Props) {
  const toWeekly = gift.rhythm === 'monthly'
  const t = useStaffWords(donationMessages)
  const action = useStaffAction(() => changeGiftRhythm(gift.id, toWeekly ? 'week' : 'month'), {
    fields: ['interval'] as const,
    done: t.rhythmChanged(toWeekly),
    onDone: onChange,
  })
  return (
    <ConfirmedForm title={t.rhythmTitle} button={t.makeIt(toWeekly)} confirmButton={t.yesMakeIt(toWeekly)} busy={action.busy} error={action.failure?.message}
      asked={t.rhythmAsked(toWeekly)} onConfirm={() => action.submit(undefined)} />
  )
}
