import type { ReactNode } from 'react'
import { formatDate } from '../../../lib/dates'
import type { Gift } from '../../../lib/contract.gen'
import { euros, isRecurring, methodWords, providerNames } from '../words'

/** A gift's facts as label and value pairs: two columns on phones, one row on wide screens. */
export function GiftFacts({ gift }: { gift: Gift }) {
  const recurring = isRecurring(gift)
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
      <Fact label={recurring ? 'Started' : 'Date'}>{formatDate(gift.created)}</Fact>
      <Fact label="Method">{methodWords[gift.method]}</Fact>
      {recurring && (
        <>
          <Fact label="Payments so far">{gift.paymentsCount}</Fact>
          <Fact label="Total collected">{euros(gift.collected)}</Fact>
          {gift.lastPaymentAt && <Fact label="Last payment">{formatDate(gift.lastPaymentAt)}</Fact>}
          {gift.nextPaymentAt && <Fact label="Next payment">{formatDate(gift.nextPaymentAt)}</Fact>}
        </>
      )}
      {gift.coveredFee > 0 && <Fact label="Fees you covered">{euros(gift.coveredFee)}{recurring && ' each payment'}</Fact>}
      {gift.tribute && <Fact label={gift.tribute.kind === 'memory' ? 'In memory of' : 'In honour of'}>{gift.tribute.name}</Fact>}
      {gift.providerStatus && providerNames[gift.method] && (
        <Fact label="At the provider">
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
