import { useState } from 'react'
import { correctTribute } from '../../api/correctTribute'
import { downloadTributeCard } from '../../api/downloadTributeCard'
import type { GiftPage, Tribute } from '../../../../lib/contract.gen'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionArea, ActionField, ActionForm, ActionSelect } from '../ui/ActionForm'
import { Facts } from '../ui/Facts'
import { Panel } from '../ui/StaffPage'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'

type Props = { gift: GiftPage & { tribute: Tribute } }

/** Whom the gift honours: the card to print and post, and the treasurer's correction (audited; the notice is not sent again). */
export function TributePanel({ gift }: Props) {
  const { tribute } = gift
  const [printing, setPrinting] = useState('')
  const w = useStaffWords(donationMessages)
  const print = () => {
    setPrinting('')
    downloadTributeCard(gift.id).catch(() => setPrinting(w.cardFailed))
  }
  return (
    <Panel title={w.tribute}>
      <Facts facts={[
        [w.kinds[tribute.kind], tribute.name],
        [w.noticeMailedTo, tribute.notifyEmail || w.noOne],
        [w.message, tribute.message],
      ]} />
      <button type="button" onClick={print} className="mt-3 text-sm font-semibold text-brand-700 underline">
        {w.printCard}
      </button>
      {printing && <p role="alert" className="mt-1 text-sm text-red-700">{printing}</p>}
      <CorrectForm gift={gift} />
    </Panel>
  )
}

/** Saved, the page reads the gift again (every staff query is refreshed after an action). */
function CorrectForm({ gift }: Props) {
  const typed = useStaffDraft(`gift-tribute:${gift.id}`, gift.tribute)
  const w = useStaffWords(donationMessages)
  const action = useStaffAction((t: Tribute) => correctTribute(gift.id, t), {
    fields: ['tribute.kind', 'tribute.name', 'tribute.notifyEmail', 'tribute.message'] as const,
    done: w.tributeCorrected,
    draft: typed,
  })
  const t = typed.draft
  const fields = action.failure?.fields
  return (
    <div className="mt-4">
      <ActionForm title={w.correctTribute} button={w.saveCorrection} busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={() => action.submit(t)}>
        <ActionSelect id="tribute-kind" label={w.kind} value={t.kind} onChange={(e) => typed.update({ kind: e.target.value as Tribute['kind'] })}
          options={[{ value: 'memory', label: w.kinds.memory }, { value: 'honour', label: w.kinds.honour }]} error={fields?.['tribute.kind']} />
        <ActionField id="tribute-name" label={w.name} value={t.name} onChange={(e) => typed.update({ name: e.target.value })} error={fields?.['tribute.name']} />
        <ActionField id="tribute-email" label={w.noticeMailedTo} type="email" value={t.notifyEmail} onChange={(e) => typed.update({ notifyEmail: e.target.value })}
          error={fields?.['tribute.notifyEmail']} hint={w.noticeHint} />
        <ActionArea id="tribute-message" label={w.message} rows={3} value={t.message} onChange={(e) => typed.update({ message: e.target.value })} error={fields?.['tribute.message']} />
      </ActionForm>
    </div>
  )
}
