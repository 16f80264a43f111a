import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { SubmitButton } from '../../../components/SubmitButton'
import { downloadStatement } from '../api/downloadStatement'
import type { GiftList } from '../../../lib/contract.gen'
import { failureText } from '../failure'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { secondaryButton } from './styles'

/** The years the donor's gifts were made or paid in, newest first, by the browser's clock (the statement itself counts in Paris time). */
const yearsOf = (list: GiftList) =>
  [...new Set(list.gifts.flatMap((gift) => [gift.created, gift.lastPaymentAt]).filter(Boolean).map((at) => new Date(at.replace(' ', 'T')).getFullYear()))]
    .filter((year) => !Number.isNaN(year))
    .sort((a, b) => b - a)

/** A statement of each year's gifts, every payment with the receipt that names it, for the donor's tax return. */
export function YearStatements({ list }: { list: GiftList }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const download = useMutation({
    mutationFn: downloadStatement,
    onMutate: () => setNotice(null),
    onError: (error) => setNotice({ tone: 'error', text: failureText(error, 'The statement could not be downloaded.') }),
  })
  const years = yearsOf(list)
  if (years.length === 0) return null
  return (
    <section aria-labelledby="statements-title" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h3 id="statements-title" className="text-lg font-extrabold text-slate-900">
        My gifts of a year
      </h3>
      <p className="mt-1 text-sm text-slate-600">Every payment of the year with the number of its tax receipt, in one PDF for your tax return.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {years.map((year) => (
          <SubmitButton key={year} type="button" busy={download.isPending && download.variables === year} busyLabel="Downloading"
            onClick={() => download.mutate(year)} className={secondaryButton}>
            My gifts of {year} (PDF)
          </SubmitButton>
        ))}
      </div>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
