import { Alert } from '../../../components/Alert'
import { SubmitButton } from '../../../components/SubmitButton'
import { Spinner } from '../../../components/Spinner'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText } from '../failure'
import { useGifts } from '../hooks/useGifts'
import { donorSpaceMessages } from '../spaceMessages'
import type { Gift } from '../../../lib/contract.gen'
import { GiftCard } from './GiftCard'
import { YearlyReceipts } from './YearlyReceipts'
import { YearStatements } from './YearStatements'
import { ButtonLink } from '../../../components/Button'

/** Gift cards, newest first. */
function Gifts({ gifts, highlight }: { gifts: Gift[]; highlight: string }) {
  return (
    <ul className="mt-4 space-y-4">
      {gifts.map((gift) => (
        <li key={gift.id}>
          <GiftCard gift={gift} highlighted={gift.id === highlight} />
        </li>
      ))}
    </ul>
  )
}

/** The donor's gifts, newest first, under each identity that gave with the email when there are several; `highlight` is the gift a mail's link points at. */
export function GiftList({ token, highlight }: { token: string; highlight: string }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].list
  const gifts = useGifts(token)
  if (gifts.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size={40} label={words.loading} />
      </div>
    )
  }
  if (gifts.isError) {
    return (
      <div className="mt-4 space-y-4">
        <Alert>{failureText(gifts.error, words.notLoaded, locale)}</Alert>
        <SubmitButton type="button" busy={gifts.isFetching} busyLabel={words.loading} onClick={() => void gifts.refetch()} width="phone">
          {words.tryAgain}
        </SubmitButton>
      </div>
    )
  }
  return (
    <>
      {gifts.data.gifts.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-800">{words.none}</p>
          <ButtonLink to="/donation" width="phone" className="mt-4">
            {words.donate}
          </ButtonLink>
        </div>
      ) : (gifts.data.identities ?? []).length > 1 ? (
        gifts.data.identities.map((identity) => (
          <section key={identity.identity} aria-label={words.giftsAs(identity.name)} className="mt-6">
            <h3 className="text-lg font-extrabold text-slate-900">
              {words.as(identity.name)}
              {identity.kind === 'company' && <span className="ml-2 text-sm font-semibold text-slate-600">{words.company}</span>}
            </h3>
            <Gifts gifts={gifts.data.gifts.filter((gift) => gift.identity === identity.identity)} highlight={highlight} />
          </section>
        ))
      ) : (
        <Gifts gifts={gifts.data.gifts} highlight={highlight} />
      )}
      <YearlyReceipts list={gifts.data} />
      <YearStatements list={gifts.data} />
    </>
  )
}
