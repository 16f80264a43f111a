import { useEffect, useRef } from 'react'
import type { Gift } from '../../../lib/contract.gen'
import { useSpaceNotice } from '../hooks/useSpaceNotice'
import { formatDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import { euros } from '../words'
import { GiftActions } from './GiftActions'
import { GiftBadges } from './GiftBadges'
import { GiftFacts } from './GiftFacts'
import { GiftHistory } from './GiftHistory'
import { GiftWall } from './GiftWall'
import { LiveNotice } from './LiveNotice'
import { ReceiptList } from './ReceiptList'
import { UpdateCardButton } from './UpdateCardButton'

/** One gift: its facts, what went wrong, what the donor may do, its receipts. `highlighted`: a mail's link asked for it. */
export function GiftCard({ gift, highlighted }: { gift: Gift; highlighted: boolean }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale]
  const [notice, setNotice] = useSpaceNotice()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!highlighted) return
    heading.current?.scrollIntoView?.({ block: 'center' })
    heading.current?.focus({ preventScroll: true })
  }, [highlighted])
  const titleId = `gift-${gift.id}`
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-4 shadow-sm sm:p-6 ${highlighted ? 'ring-4 ring-accent-400' : 'ring-1 ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-extrabold text-slate-900 focus:outline-none">
          {euros(gift.amount)} <span className="font-semibold text-slate-600">· {words.rhythms[gift.rhythm]}</span>
        </h3>
        <GiftBadges gift={gift} />
      </div>
      <GiftFacts gift={gift} />
      {gift.pausedUntil && (
        <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.card.pausedUntil(formatDate(gift.pausedUntil, locale))}
        </p>
      )}
      {gift.status === 'past_due' && (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-bold">{words.card.lastFailed(gift.paymentProblem ?? '')}</p>
          {gift.actions.updateCard && (
            <>
              <p className="mt-1">{words.card.newCard}</p>
              <div className="mt-3">
                <UpdateCardButton gift={gift} onNotice={setNotice} />
              </div>
            </>
          )}
        </div>
      )}
      {gift.manageAtPayPal && (
        <p className="mt-4 text-sm text-slate-700">
          {words.card.paypalManages}{' '}
          <a href={gift.manageAtPayPal} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {words.card.manageAtPayPal} <span className="sr-only">{words.card.newTab}</span>
          </a>
        </p>
      )}
      <GiftActions gift={gift} onNotice={setNotice} />
      {gift.campaign && <GiftWall gift={gift} onNotice={setNotice} />}
      <LiveNotice notice={notice} className="mt-4" />
      <GiftHistory history={gift.history} />
      <ReceiptList receipts={gift.receipts} onNotice={setNotice} />
    </article>
  )
}
