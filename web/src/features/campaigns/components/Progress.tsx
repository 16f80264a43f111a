import type { Campaign } from '../../../lib/contract.gen'
import { formatEuros } from '../../../lib/money'
import { plural } from '../../../lib/i18n/plural'
import { useLocale } from '../../../lib/i18n/useLocale'
import { campaignMessages } from '../messages'

/** The share of the goal raised, in whole per cent, at most 100. */
export function percentRaised(c: Pick<Campaign, 'raisedCents' | 'goalCents'>): number {
  return c.goalCents > 0 ? Math.min(100, Math.floor((c.raisedCents * 100) / c.goalCents)) : 0
}

const euros = (cents: number) => formatEuros(cents / 100, { cents: false })

/** The campaign's bar and figures: raised of the goal, then what is promised, monthly and in TEST MODE, each apart. */
export function Progress({ campaign }: { campaign: Campaign }) {
  const percent = percentRaised(campaign)
  const locale = useLocale()
  const words = campaignMessages[locale]
  return (
    <div>
      <p className="text-2xl font-extrabold text-slate-900">
        {euros(campaign.raisedCents)} <span className="text-base font-semibold text-slate-600">{words.raisedOf(euros(campaign.goalCents))}</span>
      </p>
      <div
        role="progressbar"
        aria-label={words.raisedLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-4 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li>
          {words.percent(percent)} · {plural(locale, campaign.donors, words.donors)}
        </li>
        {campaign.promisedCents > 0 && <li>{words.promised(euros(campaign.promisedCents))}</li>}
        {campaign.monthlyCents > 0 && <li>{words.monthly(euros(campaign.monthlyCents))}</li>}
        {campaign.testCents > 0 && <li>{words.test(euros(campaign.testCents))}</li>}
      </ul>
    </div>
  )
}
