import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { contentMessages } from './messages'
import { Button } from '../../../../components/Button'

/** Above an editor opened with a draft not saved yet: from when it is, and a way back to what is saved. */
export function DraftNotice({ at, onDiscard }: { at: number; onDiscard: () => void }) {
  const w = useStaffWords(contentMessages).draft
  const { when } = useStaffFormat()
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <p role="status" className="text-sm font-semibold text-amber-900">
        {w.restored(when(new Date(at).toISOString()))}
      </p>
      <Button type="button" onClick={onDiscard} variant="secondary" size="sm">
        {w.discard}
      </Button>
    </div>
  )
}
