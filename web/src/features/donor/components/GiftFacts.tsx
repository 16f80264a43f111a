import type { ReactNode } from 'react'
import { formatDate } from '../../../lib/dates'
import type { Gift } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import { euros, isRecurring, providerNames } from '../words'

/** A gift's facts as label and value pairs: two columns on phones, one row on wide screens. */
export function GiftFacts({ gift }: { gift: Gift }) {
  const locale = useLocale()
  const { facts: words, methods } = donorSpaceMessages[locale]
  const recurring = isRecurring(gift)
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
      <Fact label={recurring ? words.started : words.date}>{formatDate(gift.created, locale)}</Fact>
      <Fact label={words.method}>{methods[gift.method]}</Fact>
      {recurring && (
        <>
          <Fact label={words.payments}>{gift.paymentsCount}</Fact>
          <Fact label={words.collected}>{euros(gift.collected)}</Fact>
          {gift.lastPaymentAt && <Fact label={words.lastPayment}>{formatDate(gift.lastPaymentAt, locale)}</Fact>}
          {gift.nextPaymentAt && <Fact label={words.nextPayment}>{formatDate(gift.nextPaymentAt, locale)}</Fact>}
        </>
      )}
      {gift.coveredFee > 0 && <Fact label={words.feesCovered}>{euros(gift.coveredFee)}{recurring && words.eachPayment}</Fact>}
      {gift.tribute && <Fact label={gift.tribute.kind === 'memory' ? words.memory : words.honour}>{gift.tribute.name}</Fact>}
      {gift.providerStatus && providerNames[gift.method] && (
        <Fact label={words.atProvider}>
          {providerNames[gift.method]}: {gift.providerStatus}
        </Fact>
      )}
    </dl>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  )
}
