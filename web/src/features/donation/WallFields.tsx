import { useId } from 'react'
import type { WallChoice } from '../../lib/contract.gen'
import { useMessages } from '../../lib/i18n/useLocale'
import { donationMessages } from './messages'
import { maxWallName } from '../../lib/rules.gen'

type Props = { wall: Partial<WallChoice>; onChange: (wall: Partial<WallChoice>) => void }

/**
 * The donor's choice for the campaign's wall: unticked, the gift names no one ({}); ticked, their first name and
 * initial (or the name they type) show, and the amount only if they also tick it. The server cleans and checks the name.
 */
export function WallFields({ wall, onChange }: Props) {
  const words = useMessages(donationMessages).wall
  const nameId = useId()
  const set = (change: Partial<WallChoice>) => onChange({ showName: true, wallName: '', showAmount: false, ...wall, ...change })
  return (
    <fieldset className="space-y-2 rounded-xl px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="gift-wall">
      <legend className="px-1 font-bold">{words.legend}</legend>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={wall.showName === true} onChange={(e) => (e.target.checked ? set({ showName: true }) : onChange({}))} />
        {words.showName}
      </label>
      {wall.showName && (
        <>
          <label htmlFor={nameId} className="block">
            {words.name} <span className="text-slate-600">{words.nameHint}</span>
          </label>
          <input
            id={nameId}
            value={wall.wallName ?? ''}
            maxLength={maxWallName}
            autoComplete="off"
            onChange={(e) => set({ wallName: e.target.value })}
            className="block w-full rounded-xl border border-slate-300 px-3 py-2"
          />
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={wall.showAmount === true} onChange={(e) => set({ showAmount: e.target.checked })} />
            {words.showAmount}
          </label>
        </>
      )}
    </fieldset>
  )
}
