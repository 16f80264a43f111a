import { useQuery } from '@tanstack/react-query'
import type { Campaign } from '../../../../lib/contract.gen'
import { designationsQuery } from '../../../donation'
import { eurosToCents } from '../../amount'
import { saveCampaign } from '../../api/saveCampaign'
import { uploadCampaignPicture } from '../../api/uploadCampaignPicture'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { useStaffWords } from '../../language'
import { ActionArea, ActionField, ActionForm, ActionSelect } from '../ui/ActionForm'
import { campaignsMessages } from './messages'

const fields = ['slug', 'title', 'summary', 'goalCents', 'startsAt', 'endsAt', 'project'] as const

/** A campaign's details as the form holds them: the goal in euros as typed, the dates as 2026-03-01. */
function typedOf(c?: Campaign) {
  return {
    slug: c?.slug ?? '',
    title: c?.title ?? '',
    summary: c?.summary ?? '',
    goal: c ? String(c.goalCents / 100) : '',
    startsAt: c?.startsAt.slice(0, 10) ?? '',
    endsAt: c?.endsAt.slice(0, 10) ?? '',
    project: c?.project ?? '',
  }
}

/**
 * Creates a campaign, or edits one (its address, the slug, stays: its gifts name it). The server
 * checks everything again; its refusals show by their fields. Saved, a new campaign's form starts anew.
 */
export function CampaignForm({ campaign, onSaved }: { campaign?: Campaign; onSaved?: () => void }) {
  const w = useStaffWords(campaignsMessages).form
  const typed = useStaffDraft(`campaign:${campaign?.id ?? 'new'}`, typedOf(campaign))
  const projects = useQuery(designationsQuery)
  const action = useStaffAction(
    () => {
      const { goal, ...details } = typed.draft
      return saveCampaign({ ...details, goalCents: eurosToCents(goal) }, campaign?.id)
    },
    { fields, done: campaign ? w.saved : w.created, draft: typed, onDone: onSaved && (() => onSaved()) },
  )
  const t = typed.draft
  const errors = action.failure?.fields
  const id = (name: string) => `campaign-${campaign?.id ?? 'new'}-${name}`
  return (
    <ActionForm title={campaign ? w.editTitle(campaign.title) : w.newTitle} button={campaign ? w.save : w.create}
      busy={action.busy} error={action.failure?.message} success={action.success} onSubmit={() => action.submit(undefined)}>
      <ActionField id={id('slug')} label={w.slug} value={t.slug} disabled={Boolean(campaign)} onChange={(e) => typed.update({ slug: e.target.value })}
        error={errors?.slug} hint={campaign ? w.slugStays : w.slugHint(t.slug || 'new-track')} />
      <ActionField id={id('title')} label={w.title} value={t.title} onChange={(e) => typed.update({ title: e.target.value })} error={errors?.title} />
      <ActionArea id={id('summary')} label={w.summary} rows={3} value={t.summary} onChange={(e) => typed.update({ summary: e.target.value })} error={errors?.summary} />
      <ActionField id={id('goal')} label={w.goal} inputMode="decimal" value={t.goal} onChange={(e) => typed.update({ goal: e.target.value })} error={errors?.goalCents} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionField id={id('starts')} label={w.starts} type="date" value={t.startsAt} onChange={(e) => typed.update({ startsAt: e.target.value })} error={errors?.startsAt} hint={w.startsHint} />
        <ActionField id={id('ends')} label={w.ends} type="date" value={t.endsAt} onChange={(e) => typed.update({ endsAt: e.target.value })} error={errors?.endsAt} hint={w.endsHint} />
      </div>
      <ActionSelect id={id('project')} label={w.project} value={t.project} onChange={(e) => typed.update({ project: e.target.value })} error={errors?.project}
        options={[{ value: '', label: w.none }, ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))]} />
    </ActionForm>
  )
}

/** A campaign's picture, shown on its page and in its previews: sent as soon as it is chosen. */
export function CampaignPicture({ campaign }: { campaign: Campaign }) {
  const w = useStaffWords(campaignsMessages).picture
  const action = useStaffAction((file: File) => uploadCampaignPicture(campaign.id, file), { fields: ['picture'] as const, done: w.saved })
  const inputId = `campaign-${campaign.id}-picture`
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {w.label} {campaign.picture ? w.replace : ''}
      </label>
      <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp,image/gif" disabled={action.busy} className="mt-1 block text-sm"
        aria-describedby={`${inputId}-status`} onChange={(e) => e.target.files?.[0] && action.submit(e.target.files[0])} />
      <p id={`${inputId}-status`} role="status" className={`mt-1 text-sm ${action.failure ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {action.busy ? w.sending : (action.failure?.fields.picture ?? action.failure?.message ?? action.success)}
      </p>
    </div>
  )
}
