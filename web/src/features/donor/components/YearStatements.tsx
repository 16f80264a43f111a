import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadStatement, type StatementOf } from '../api/downloadStatement'
import type { Gift, GiftList } from '../../../lib/contract.gen'
import { failureText } from '../failure'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { secondaryButton } from './styles'

/** The years the donor's gifts were made or paid in, newest first, by the browser's clock (the statement itself counts in Paris time). */
const yearsOf = (gifts: Gift[]) =>
  [...new Set(gifts.flatMap((gift) => [gift.created, gift.lastPaymentAt]).filter(Boolean).map((at) => new Date(at.replace(' ', 'T')).getFullYear()))]
    .filter((year) => !Number.isNaN(year))
    .sort((a, b) => b - a)

/** Each statement to offer, with its button's words: a year of the email's gifts, or of each identity's when it has several. */
function statementsOf(list: GiftList): (StatementOf & { label: string })[] {
  const identities = list.identities ?? []
  if (identities.length <= 1) return yearsOf(list.gifts).map((year) => ({ year, identity: '', label: `My gifts of ${year} (PDF)` }))
  return identities.flatMap((identity) =>
    yearsOf(list.gifts.filter((gift) => gift.identity === identity.identity)).map((year) => ({
      year,
      identity: identity.identity,
      label: `Gifts of ${year} as ${identity.name} (PDF)`,
    })),
  )
}

/** A statement of each year's gifts (each identity's apart), every payment with the receipt that names it, for the donor's tax return. */
export function YearStatements({ list }: { list: GiftList }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const download = useMutation({
    mutationFn: downloadStatement,
    onMutate: () => setNotice(null),
    onError: (error) => setNotice({ tone: 'error', text: failureText(error, 'The statement could not be downloaded.') }),
  })
  const statements = statementsOf(list)
  if (statements.length === 0) return null
  return (
    <section aria-labelledby="statements-title" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h3 id="statements-title" className="text-lg font-extrabold text-slate-900">
        My gifts of a year
      </h3>
      <p className="mt-1 text-sm text-slate-600">Every payment of the year with the number of its tax receipt, in one PDF for your tax return.</p>
      {list.gifts.some((gift) => gift.test) && (
        <p className="mt-1 text-sm font-semibold text-amber-900">Your TEST MODE gifts are left out of these statements: no money moved. Each one says so too.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {statements.map(({ year, identity, label }) => (
          <SubmitButton key={`${identity}:${year}`} type="button"
            busy={download.isPending && download.variables.year === year && download.variables.identity === identity} busyLabel="Downloading"
            onClick={() => download.mutate({ year, identity })} className={secondaryButton}>
            {label}
          </SubmitButton>
        ))}
      </div>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
