import { lazy, Suspense } from 'react'
import { useMessages } from '../../../lib/i18n/useLocale'
import { detailsMessages } from '../detailsMessages'
import type { Draft } from '../model'

// The fields and their rules are a chunk of their own, fetched when the donor opens the section:
// /donation's first load stays within its budget (docs/BENCHMARKS.md).
const TributeFields = lazy(() => import('./TributeFields'))

type Props = { draft: Pick<Draft, 'tributeOpen' | 'tribute'>; update: (c: Partial<Draft>) => void; attempt: number }

/** "Give in memory or in honour of someone": a disclosure button, then the tribute's fields. */
export function TributeSection({ draft, update, attempt }: Props) {
  const words = useMessages(detailsMessages)
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 p-4">
      <button
        type="button"
        aria-expanded={Boolean(draft.tributeOpen)}
        aria-controls="tribute-fields"
        onClick={() => update({ tributeOpen: !draft.tributeOpen })}
        className="flex w-full items-center justify-between text-left text-sm font-bold text-slate-800"
      >
        {words.tributeToggle}
        <span aria-hidden="true">{draft.tributeOpen ? '−' : '+'}</span>
      </button>
      <div id="tribute-fields">
        {draft.tributeOpen && (
          <Suspense fallback={<p className="mt-3 text-sm text-slate-500">{words.loading}</p>}>
            <TributeFields tribute={draft.tribute} onChange={(tribute, tributeOk) => update({ tribute, tributeOk })} attempt={attempt} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
