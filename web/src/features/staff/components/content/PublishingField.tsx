import { controlProps } from '../../../../components/FormField'
import { formatDate } from '../../../../lib/dates'
import type { ArticleState, ArticleStatus } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffLanguage, useStaffWords } from '../../language'
import { StatusBadge } from '../ui/StatusBadge'
import { storedParis } from './fields'
import { contentMessages } from './messages'

/** Where an article stands for visitors, as the server's rule reads it (published and dated before now), for the words on screen. */
export function articleState(status: ArticleStatus, date: string, now = Date.now()): ArticleState {
  if (status !== 'published') return 'draft'
  const at = date ? new Date(date.replace(' ', 'T')).getTime() : Number.NaN
  return at > now ? 'scheduled' : 'published'
}

/** "Draft", "Scheduled for Nov 28, 2026, 09:00", "Published": the words of the lists and the editor, in the staff member's language. */
export function useStateLabel(): (state: ArticleState, date: string) => string {
  const w = useStaffWords(contentMessages).state
  const { when } = useStaffFormat()
  return (state, date) => {
    if (state === 'scheduled') return w.scheduledFor(when(date))
    return state === 'draft' ? w.draft : w.published
  }
}

/** The state as a tinted badge; a scheduled article's moment under it, in Paris time. */
export function StateBadge({ state, date }: { state: ArticleState; date: string }) {
  const stateLabel = useStateLabel()
  const w = useStaffWords(contentMessages).state
  const { when } = useStaffFormat()
  const tone = { draft: 'pending', scheduled: 'shipped', published: 'paid' }[state]
  if (state !== 'scheduled') return <StatusBadge status={tone} label={stateLabel(state, date)} />
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <StatusBadge status={tone} label={w.scheduled} />
      <span className="whitespace-nowrap text-xs font-semibold text-sky-900">{' '}{w.forWhen(when(date))}</span>
    </span>
  )
}

type PublishingFieldProps = {
  /** The article as saved: its state now (null for a new one). */
  saved: { status: ArticleStatus; createdAt: string } | null
  status: ArticleStatus
  /** The datetime-local value, Paris time. */
  date: string
  onChange: (changes: { status?: ArticleStatus; date?: string }) => void
  errors: { status?: string; createdAt?: string }
}

/**
 * The editor's publishing choices: draft (public nowhere) or published, and the date and time
 * (Paris) the article shows and becomes public from; a later one schedules it, none publishes it
 * when saved. The server applies it: the article becomes public by itself at that moment.
 */
export function PublishingField({ saved, status, date, onChange, errors }: PublishingFieldProps) {
  const words = useStaffWords(contentMessages)
  const w = words.publishing
  const states = words.state
  const language = useStaffLanguage()
  const { when } = useStaffFormat()
  const savedState = saved && articleState(saved.status, saved.createdAt)
  const dateProps = { ...controlProps('article-createdAt', errors.createdAt), required: false }
  return (
    <fieldset aria-describedby="article-publishing-now" className="min-w-0 space-y-4">
      <legend className="text-lg font-bold text-slate-900">{w.legend}</legend>
      <p id="article-publishing-now" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {w.now}{' '}
        {saved && savedState ? <StateBadge state={savedState} date={saved.createdAt} /> : <span className="font-semibold">{w.notSaved}</span>}
        {saved && savedState === 'published' && <span className="font-semibold">{w.since(when(saved.createdAt))}</span>}
      </p>
      <div role="radiogroup" aria-labelledby="article-status-label" className="space-y-2">
        <span id="article-status-label" className="block text-sm font-bold text-slate-800">
          {w.status}
        </span>
        {(
          [
            ['draft', states.draft, w.draftHint],
            ['published', states.published, w.publishedHint],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input
              type="radio"
              name="article-status"
              value={value}
              checked={status === value}
              onChange={() => onChange({ status: value })}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-bold text-slate-900">{label}</span>
              <span className="block text-sm text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
        {errors.status && <p className="text-sm font-semibold text-red-700">{errors.status}</p>}
      </div>
      <div>
        <label htmlFor="article-createdAt" className="block text-sm font-bold text-slate-800">
          {w.date}
        </label>
        <input {...dateProps} type="datetime-local" value={date} onChange={(e) => onChange({ date: e.target.value })} />
        {date && (
          <p className="mt-1.5 text-sm font-semibold text-slate-800">{w.siteShows(formatDate(storedParis(date, saved?.createdAt ?? ''), language))}</p>
        )}
        <p className="mt-1.5 text-sm text-slate-600">{w.dateHint}</p>
        {errors.createdAt && (
          <p id="article-createdAt-error" className="mt-1.5 text-sm font-semibold text-red-700">
            {errors.createdAt}
          </p>
        )}
      </div>
    </fieldset>
  )
}
