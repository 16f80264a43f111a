import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { Alert } from '../../../../components/Alert'
import { getGift } from '../../api/getGift'
import type { GiftPage } from '../../../../lib/contract.gen'
import { day, euros, when, word } from '../../format'
import { ActionColumn } from '../ui/ActionColumn'
import { Facts } from '../ui/Facts'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { GiftActions } from './GiftActions'
import { GiftPurpose } from './GiftPurpose'
import { NatureOfGift } from './NatureOfGift'
import { TributePanel } from './TributePanel'
import { GiftHistory } from './GiftHistory'
import { staffKeys } from '../../api/keys'

const movementWords: Record<GiftPage['ledger'][number]['kind'], string> = {
  payment: 'Payment',
  renewal: 'Renewal',
  cheque: 'Cheque',
  refund: 'Refund',
  chargeback: 'Disputed: money withdrawn',
  reinstated: 'Dispute won: money back',
  in_kind: 'Gift in kind: no money',
  volunteer_expenses: "Volunteer's expenses waived: no money",
}

/** One gift for a donor who phones: its money as the books have it, its details and receipts, what can be done now. */
export function GiftScreen() {
  const id = useParams().id ?? ''
  const queryClient = useQueryClient()
  const key = staffKeys.gift(id)
  const gift = useQuery({ queryKey: key, queryFn: () => getGift(id) })
  return (
    <StaffPage title={gift.data ? `Gift of ${gift.data.donorName || gift.data.details.email}` : 'Gift'} actions={<Link to="/staff/donations" className="text-sm font-semibold text-brand-700 underline">← All donations</Link>}>
      <Loadable query={gift} label="the gift">
        {(g) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="min-w-0 space-y-6">
              <div className="flex flex-wrap items-center gap-3">
                <StatusBadge status={g.status} test={g.test} />
                <span className="text-sm text-slate-700">
                  <strong className="tabular-nums">{euros(g.amount)}</strong>
                  {g.coveredFee > 0 && ` + ${euros(g.coveredFee)} of fees covered`} {word(g.rhythm)} · {g.paidWith} · since {day(g.created)}
                </span>
                <GiftPurpose gift={g} className="text-sm text-slate-700" />
              </div>
              {g.paymentIssue && <Alert tone="warning">Payment problem: {g.paymentIssue}</Alert>}
              {g.nature && <NatureOfGift gift={g} nature={g.nature} />}
              {g.pausedUntil && (
                <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900 ring-1 ring-sky-200">Paused until {day(g.pausedUntil)}: no renewal is expected until then.</p>
              )}
              <Money gift={g} />
              <div className="grid gap-6 sm:grid-cols-2">
                <Panel title="Donor">
                  <p className="text-sm">
                    <Link to={`/staff/donors/${encodeURIComponent(g.details.email)}`} className="font-semibold text-brand-700 underline">
                      {g.donorName || g.details.email}
                    </Link>
                  </p>
                  <p className="mt-1 text-xs text-slate-600">As given with this gift:</p>
                  <Facts facts={[
                    ['Email', g.details.email],
                    ['Phone', g.details.telephone],
                    ['Address', [g.details.adresse, [g.details.codePostal, g.details.ville, g.details.pays].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
                    ['Company', g.details.kind === 'company' ? g.details.raisonSociale : ''],
                  ]} />
                </Panel>
                {!g.nature && ( // a gift that is not money has no provider
                  <Panel title="At the provider">
                    <Facts facts={[
                      ['Provider', g.provider.name],
                      ['Checkout', g.provider.sessionId ?? ''],
                      ['PayPal order', g.provider.orderId ?? ''],
                      ['Payment', g.provider.paymentId ?? ''],
                      ['Subscription', g.provider.subscriptionId ?? ''],
                      ['Customer', g.provider.customerId ?? ''],
                      ['Next payment', day(g.nextPaymentAt)],
                      ['Provider says', g.providerStatus ?? ''],
                    ]} />
                  </Panel>
                )}
              </div>
              {g.tribute && <TributePanel gift={{ ...g, tribute: g.tribute }} />}
              <Receipts gift={g} />
              <GiftHistory history={g.history} />
            </div>
            <ActionColumn>
              {(announce) => (
                <GiftActions
                  gift={g}
                  onChange={(changed, done) => {
                    queryClient.setQueryData(key, changed)
                    announce(done)
                  }}
                />
              )}
            </ActionColumn>
          </div>
        )}
      </Loadable>
    </StaffPage>
  )
}

function Money({ gift }: { gift: GiftPage }) {
  return (
    <section aria-labelledby="gift-money">
      <h2 id="gift-money" className="mb-3 text-lg font-bold text-slate-900">
        Money: {euros(gift.collected - gift.refunded)} kept{gift.refunded > 0 && ` (${euros(gift.collected)} received, ${euros(gift.refunded)} given back)`}
      </h2>
      <Table caption="Money movements of this gift" head={['Date', 'Movement', 'Gross', 'Fee', 'Net', 'Reference']} empty={gift.ledger.length === 0 && 'No money has moved for this gift yet.'}>
        {gift.ledger.map((m, i) => (
          <tr key={i}>
            <td className={`${cell} whitespace-nowrap`}>{when(m.movedAt)}</td>
            <td className={cell}>
              {movementWords[m.kind]}
              {m.test && <span className="ml-1 text-xs font-bold text-amber-800">TEST</span>}
            </td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{m.value > 0 ? `value ${euros(m.value)}` : euros(m.gross)}</td>
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
  return (
    <Panel title={gift.rhythm === 'once' ? 'Tax receipt' : 'Annual tax receipts of this donor'}>
      {gift.receipts.length === 0 ? (
        <p className="text-sm text-slate-600">None yet.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {gift.receipts.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">n° {r.number}</span> · {euros(r.amount)}
              {r.kind === 'annual' && ` · gifts of ${r.taxYear}`} · issued {day(r.issuedAt)} · {r.status === 'valid' ? 'valid' : <span className="text-red-800">cancelled: {r.cancelReason}</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
