import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useMessages } from '../../lib/i18n/useLocale'
import { donationMessages } from './messages'
import type { Draft } from './model'
import { designationsQuery } from './queries'

// Only a gift to a campaign shows it and asks about its wall: the form's first load goes without it.
const CampaignChoice = lazy(() => import('./CampaignChoice'))

type Props = { draft: Pick<Draft, 'campaign' | 'designation' | 'wall'>; update: (c: Partial<Draft>) => void }

/** The campaign the gift goes to (chosen on its page, which the donor may undo) and the project it is designated to. */
export function GiftChoicesFields({ draft, update }: Props) {
  const words = useMessages(donationMessages)
  const projects = useQuery(designationsQuery).data ?? []
  return (
    <div className="space-y-3">
      {draft.campaign && (
        <Suspense fallback={null}>
          <CampaignChoice draft={draft} update={update} />
        </Suspense>
      )}
      {projects.length > 0 && (
        <label className="block text-sm font-bold text-slate-800">
          {words.project}
          <select
            value={draft.designation}
            onChange={(e) => update({ designation: e.target.value })}
            className="mt-2 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-normal text-slate-900"
          >
            <option value="">{words.mostNeeded}</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  )
}
