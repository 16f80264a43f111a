import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { getGift } from '../../api/getGift'
import type { GiftPage } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
import { Facts } from '../ui/Facts'
import { RecordScreen } from '../ui/RecordScreen'
import { Panel } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { GiftActions } from './GiftActions'
import { GiftPurpose } from './GiftPurpose'
import { NatureOfGift } from './NatureOfGift'
import { TributePanel } from './TributePanel'
import { GiftHistory } from './GiftHistory'
import { staffKeys } from '../../api/keys'

/** One gift for a donor who phones: its money as the books have it, its details and receipts, what can be done now. */
export function GiftScreen() {
  const id = useParams().id ?? ''
  const key = staffKeys.gift(id)
  const t = useStaffWords(donationMessages)
  const { day, word } = useStaffFormat()
  const gift = useQuery({ queryKey: key, queryFn: () => getGift(id) })
  return (
    <RecordScreen
      title={gift.data ? t.giftTitle(gift.data.donorName || gift.data.details.email) : t.gift}
      back={{ to: '/staff/donations', label: t.allDonations }}
      query={gift}
      queryKey={key}
      loading={t.loadingGift}
      summary={(g) => (
        <>
          <StatusBadge status={g.status} test={g.test} label={word(g.status)} />
          <span className="text-sm text-slate-700">
            <strong className="tabular-nums">{euros(g.amount)}</strong>
            {g.coveredFee > 0 && t.feesCovered(euros(g.coveredFee))} · {word(g.rhythm)} · {word(g.paidWith)} · {t.since(day(g.created))}
          </span>
          <GiftPurpose gift={g} className="text-sm text-slate-700" />
        </>
      )}
      issue={(g) => (g.paymentIssue ? t.paymentProblem(g.paymentIssue) : '')}
      actions={(g, changed) => <GiftActions gift={g} onChange={changed} />}
    >
      {(g) => (
        <>
          {g.nature && <NatureOfGift gift={g} nature={g.nature} />}
          {g.pausedUntil && (
            <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900 ring-1 ring-sky-200">{t.pausedUntil(day(g.pausedUntil))}</p>
          )}
          <Money gift={g} />
          <div className="grid gap-6 sm:grid-cols-2">
            <Panel title={t.donor}>
              <p className="text-sm">
                <Link to={`/staff/donors/${encodeURIComponent(g.details.email)}`} className="font-semibold text-brand-700 underline">
                  {g.donorName || g.details.email}
                </Link>
              </p>
              <p className="mt-1 text-xs text-slate-600">{t.asGiven}</p>
              <Facts facts={[
                [t.email, g.details.email],
                [t.phone, g.details.telephone],
                [t.address, [g.details.adresse, [g.details.codePostal, g.details.ville, g.details.pays].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
                [t.company, g.details.kind === 'company' ? g.details.raisonSociale : ''],
              ]} />
            </Panel>
            {g.provider.name && ( // a gift in kind or a cheque has no provider
              <Panel title={t.atProvider}>
                <Facts facts={[
                  [t.providerFacts.provider, g.provider.name],
                  [t.providerFacts.checkout, g.provider.sessionId ?? ''],
                  [t.providerFacts.paypalOrder, g.provider.orderId ?? ''],
                  [t.providerFacts.payment, g.provider.paymentId ?? ''],
                  [t.providerFacts.subscription, g.provider.subscriptionId ?? ''],
                  [t.providerFacts.customer, g.provider.customerId ?? ''],
                  [t.providerFacts.nextPayment, day(g.nextPaymentAt)],
                  [t.providerFacts.providerSays, g.providerStatus ?? ''],
                ]} />
              </Panel>
            )}
          </div>
          {g.tribute && <TributePanel gift={{ ...g, tribute: g.tribute }} />}
          <Receipts gift={g} />
          <GiftHistory history={g.history} />
        </>
      )}
    </RecordScreen>
  )
}

function Money({ gift }: { gift: GiftPage }) {
  const t = useStaffWords(donationMessages)
  const { when } = useStaffFormat()
  const h = t.movementsHead
  return (
    <section aria-labelledby="gift-money">
      <h2 id="gift-money" className="mb-3 text-lg font-bold text-slate-900">
        {t.money(euros(gift.collected - gift.refunded))}
        {gift.refunded > 0 && t.moneyBack(euros(gift.collected), euros(gift.refunded))}
      </h2>
      <Table caption={t.movementsCaption} head={[h.date, h.movement, h.gross, h.fee, h.net, h.reference]} empty={gift.ledger.length === 0 && t.noMovement}>
        {gift.ledger.map((m, i) => (
          <tr key={i}>
            <td className={`${cell} whitespace-nowrap`}>{when(m.movedAt)}</td>
            <td className={cell}>
              {t.movements[m.kind]}
              {m.test && <span className="ml-1 text-xs font-bold text-amber-800">TEST</span>}
            </td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{m.value > 0 ? t.value(euros(m.value)) : euros(m.gross)}</td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{m.fee === null ? '—' : euros(m.fee)}</td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(m.net)}</td>
            <td className={`${cell} break-all text-xs`}>{m.kind === 'cheque' ? `${m.chequeBank} n° ${m.chequeNumber}` : m.providerRef}</td>
          </tr>
        ))}
      </Table>
    </section>
  )
}

function Receipts({ gift }: { gift: GiftPage }) {
  const t = useStaffWords(donationMessages)
  const { day } = useStaffFormat()
  return (
    <Panel title={gift.rhythm === 'once' ? t.taxReceipt : t.annualReceipts}>
      {gift.receipts.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noneYet}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {gift.receipts.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">n° {r.number}</span> · {euros(r.amount)}
              {r.kind === 'annual' && t.giftsOf(r.taxYear)} · {t.issued(day(r.issuedAt))} · {r.status === 'valid' ? t.valid : <span className="text-red-800">{t.cancelled(r.cancelReason ?? '')}</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
