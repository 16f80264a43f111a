import { Link } from 'react-router'
import { Alert } from '../../../components/Alert'
import { SubmitButton } from '../../../components/SubmitButton'
import { Spinner } from '../../../components/Spinner'
import { failureText } from '../failure'
import { useGifts } from '../hooks/useGifts'
import { GiftCard } from './GiftCard'
import { primaryButton } from './styles'
import { YearlyReceipts } from './YearlyReceipts'
import { YearStatements } from './YearStatements'

/** The donor's gifts, newest first; `highlight` is the gift a mail's link points at. */
export function GiftList({ token, highlight }: { token: string; highlight: string }) {
  const gifts = useGifts(token)
  if (gifts.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size={40} label="Loading your gifts" />
      </div>
    )
  }
  if (gifts.isError) {
    return (
      <div className="mt-4 space-y-4">
        <Alert>{failureText(gifts.error, 'Your gifts could not be loaded.')}</Alert>
        <SubmitButton type="button" busy={gifts.isFetching} busyLabel="Loading your gifts" onClick={() => void gifts.refetch()} className={primaryButton}>
          Try again
        </SubmitButton>
      </div>
    )
  }
  return (
    <>
      {gifts.data.gifts.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-800">No gifts are linked to this email yet.</p>
          <Link to="/donation" className={`mt-4 ${primaryButton}`}>
            Make a donation
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {gifts.data.gifts.map((gift) => (
            <li key={gift.id}>
              <GiftCard gift={gift} highlighted={gift.id === highlight} />
            </li>
          ))}
        </ul>
      )}
      <YearlyReceipts list={gifts.data} />
      <YearStatements list={gifts.data} />
    </>
  )
}
