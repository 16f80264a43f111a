import { useMessages } from '../../lib/i18n/useLocale'
import { donationMessages } from './messages'
import type { Draft } from './model'
import { WallFields } from './WallFields'

type Props = { draft: Pick<Draft, 'campaign' | 'wall'>; update: (c: Partial<Draft>) => void }

/**
 * A gift to a campaign: which one (chosen on its page, which the donor may undo) and the donor's choice for its wall.
 * Loaded only for such a gift, so the form's first load (its budget, docs/BENCHMARKS.md) goes without it.
 */
export default function CampaignChoice({ draft, update }: Props) {
  const words = useMessages(donationMessages).campaign
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100" data-testid="gift-campaign">
        <span>
          {words.goesTo} <strong>{draft.campaign}</strong>.
        </span>
        <button type="button" className="font-semibold underline" onClick={() => update({ campaign: '', wall: {} })}>
          {words.instead}
        </button>
      </p>
      <WallFields wall={draft.wall ?? {}} onChange={(wall) => update({ wall })} />
    </>
  )
}
