import { useState } from 'react'
import type { GiftList } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { ReceiptRow } from './ReceiptList'

/** The receipts that belong to no single gift: the yearly ones, which cover a year's gifts together. */
export function YearlyReceipts({ list }: { list: GiftList }) {
  const words = donorSpaceMessages[useLocale()].receipts
  const [notice, setNotice] = useState<Notice | null>(null)
  const underGifts = new Set(list.gifts.flatMap((gift) => gift.receipts.map((receipt) => receipt.id)))
  const yearly = (list.receipts ?? []).filter((receipt) => !underGifts.has(receipt.id))
  const several = (list.identities ?? []).length > 1
  if (yearly.length === 0) return null
  return (
    <section aria-labelledby="yearly-receipts-title" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h3 id="yearly-receipts-title" className="text-lg font-extrabold text-slate-900">
        {words.yearlyHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {several ? words.yearlySeveral : words.yearlyOne}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {yearly.map((receipt) => (
          <ReceiptRow key={receipt.id} receipt={receipt} onNotice={setNotice} named={several} />
        ))}
      </ul>
      <LiveNotice notice={notice} className="mt-4" />
    </section>
  )
}
