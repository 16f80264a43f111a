import type { TimelineEntry } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'

/** Everything that happened to a record, oldest first, with who did it when a staff member did. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { when } = useStaffFormat()
  const sorted = [...entries].sort((a, b) => a.at.localeCompare(b.at))
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {sorted.map((entry, i) => (
        <li key={i} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
          <p className="font-semibold text-slate-900">{entry.what}</p>
          <p className="text-slate-600">
            <time dateTime={entry.at.replace(' ', 'T')}>{when(entry.at)}</time>
            {entry.who && ` · ${entry.who}`}
          </p>
        </li>
      ))}
    </ol>
  )
}
