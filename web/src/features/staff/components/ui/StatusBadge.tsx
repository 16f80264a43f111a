import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'

const tones: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  valid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  awaiting_cheque: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
}

/** A status in words (`label` where the usual words do not fit), tinted; TEST marks what the demo gateway paid. */
export function StatusBadge({ status, test = false, label }: { status: string; test?: boolean; label?: string }) {
  const { word } = useStaffFormat()
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${tones[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}>
        {label ?? word(status)}
      </span>
      {test && <TestBadge />}
    </span>
  )
}

export function TestBadge() {
  const words = useStaffWords(uiMessages)
  return (
    <span title={words.testTitle} className="rounded bg-fuchsia-100 px-1.5 py-0.5 text-[10px] font-black tracking-wider text-fuchsia-800">
      TEST
    </span>
  )
}
