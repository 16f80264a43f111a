import { useState } from 'react'
import { Button } from '../../../components/Button'
import type { Campaign, Supporter } from '../../../lib/contract.gen'
import { formatEuros } from '../../../lib/money'
import { useSupporters } from '../queries'
import type { Locale } from '../../../lib/i18n/locale'
import { useLocale } from '../../../lib/i18n/useLocale'
import { campaignMessages } from '../messages'

/**
 * What one line of the wall says: the name as the supporter chose it, the amount (what the gift kept, every
 * renewal in) only when they chose to show it, and whether they give every month or week.
 */
export function supporterLine(s: Supporter, locale: Locale = 'en'): string {
  const amount = s.amountCents ? ` · ${formatEuros(s.amountCents / 100, { cents: s.amountCents % 100 !== 0 })}` : ''
  return `${s.name}${amount}${campaignMessages[locale].rhythm[s.rhythm]}`
}

/** The campaign's wall of supporters, newest first; it follows the page's poll of the progress. */
export function Supporters({ campaign }: { campaign: Campaign }) {
  const locale = useLocale()
  const words = campaignMessages[locale]
  const [page, setPage] = useState(1)
  const wall = useSupporters(campaign, page)
  const supporters = wall.data?.items ?? []
  const total = wall.data?.totalItems ?? 0
  return (
    <section aria-labelledby="supporters" className="mx-auto mt-12 max-w-6xl px-4">
      <h2 id="supporters" className="text-2xl font-extrabold text-slate-900">
        {words.supporters} {total > 0 && <span className="text-base font-semibold text-slate-600">({total})</span>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.supportersLead}</p>
      {wall.isSuccess && total === 0 && <p className="mt-4 text-slate-700">{words.firstName}</p>}
      <ul aria-live="polite" className="mt-4 flex flex-wrap gap-2">
        {supporters.map((s, i) => (
          <li key={`${s.since}-${s.name}-${i}`} className="rounded-full bg-white px-4 py-1.5 text-sm text-slate-800 ring-1 ring-slate-200">
            {supporterLine(s, locale)}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-3">
        {page > 1 && (
          <Button variant="outline" onClick={() => setPage(page - 1)}>
            {words.newer}
          </Button>
        )}
        {wall.data && page < wall.data.totalPages && (
          <Button variant="outline" onClick={() => setPage(page + 1)}>
            {words.older}
          </Button>
        )}
      </div>
    </section>
  )
}
