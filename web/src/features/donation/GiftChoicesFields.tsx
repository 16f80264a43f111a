import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Draft } from './model'
import { designationsQuery } from './queries'

// Only a gift to a campaign asks about its wall: the form's first load (its budget, docs/BENCHMARKS.md) goes without it.
const WallFields = lazy(() => import('./WallFields').then((m) => ({ default: m.WallFields })))

type Props = { draft: Pick<Draft, 'campaign' | 'designation' | 'wall'>; update: (c: Partial<Draft>) => void }

/** The campaign the gift goes to (chosen on its page, which the donor may undo) and the project it is designated to. */
export function GiftChoicesFields({ draft, update }: Props) {
  const projects = useQuery(designationsQuery).data ?? []
  return (
    <div className="space-y-3">
      {draft.campaign && (
        <p className="flex flex-wrap items-center gap-x-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100" data-testid="gift-campaign">
          <span>
            Your gift goes to the campaign <strong>{draft.campaign}</strong>.
          </span>
          <button type="button" className="font-semibold underline" onClick={() => update({ campaign: '' })}>
            Give to the foundation instead
          </button>
        </p>
      )}
      {draft.campaign && (
        <Suspense fallback={null}>
          <WallFields wall={draft.wall} onChange={(wall) => update({ wall })} />
        </Suspense>
      )}
      {projects.length > 0 && (
        <label className="block text-sm font-bold text-slate-800">
          The project your gift supports
          <select
            value={draft.designation}
            onChange={(e) => update({ designation: e.target.value })}
            className="mt-2 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-normal text-slate-900"
          >
            <option value="">Where it is most needed</option>
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
