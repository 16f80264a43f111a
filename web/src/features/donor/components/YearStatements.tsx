import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadStatement, type StatementOf } from '../api/downloadStatement'
import type { Gift, GiftList } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText } from '../failure'
import { donorSpaceMessages } from '../spaceMessages'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'

/** The years the donor's gifts were made or paid in, newest first, by the browser's clock (the statement itself counts in Paris time). */
const yearsOf = (gifts: Gift[]) =>
  [...new Set(gifts.flatMap((gift) => [gift.created, gift.lastPaymentAt]).filter(Boolean).map((at) => new Date(at.replace(' ', 'T')).getFullYear()))]
    .filter((year) => !Number.isNaN(year))
    .sort((a, b) => b - a)

/** Each statement to offer, with its button's words: a year of the email's gifts, or of each identity's when it has several. */
function statementsOf(list: GiftList, words: (typeof donorSpaceMessages)['en']['statements']): (StatementOf & { label: string })[] {
  const identities = list.identities ?? []
  if (identities.length <= 1) return yearsOf(list.gifts).map((year) => ({ year, identity: '', label: words.mine(year) }))
  return identities.flatMap((identity) =>
    yearsOf(list.gifts.filter((gift) => gift.identity === identity.identity)).map((year) => ({
      year,
      identity: identity.identity,
      label: words.as(year, identity.name),
    })),
  )
}

/** A statement of each year's gifts (each identity's apart), every payment with the receipt that names it, for the donor's tax return. */
export function YearStatements({ list }: { list: GiftList }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].statements
  const [notice, setNotice] = useState<Notice | null>(null)
  const download = useMutation({
    mutationFn: downloadStatement,
    onMutate: () => setNotice(null),
    onError: (error) => setNotice({ tone: 'error', text: failureText(error, words.fallback, locale) }),
  })
  const statements = statementsOf(list, words)
  if (statements.length === 0) return null
  return (
    <section aria-labelledby="statements-title" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h3 id="statements-title" className="text-lg font-extrabold text-slate-900">
        {words.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.lead}</p>
      {list.gifts.some((gift) => gift.test) && (
        <p className="mt-1 text-sm font-semibold text-amber-900">{words.test}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {statements.map(({ year, identity, label }) => (
          <SubmitButton key={`${identity}:${year}`} type="button"
            busy={download.isPending && download.variables.year === year && download.variables.identity === identity} busyLabel={donorSpaceMessages[locale].receipts.downloading}
            onClick={() => download.mutate({ year, identity })} variant="secondary" width="phone">
            {label}
          </SubmitButton>
        ))}
      </div>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
