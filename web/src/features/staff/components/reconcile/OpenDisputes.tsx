import { Link } from 'wouter'
import type { Dispute } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { reconcileMessages } from './messages'
import { cell, Table } from '../ui/Table'

/**
 * The disputes waiting for an outcome, oldest first: each is answered in the
 * provider's dashboard; the money it withdrew is already in the ledger.
 */
export function OpenDisputes({ disputes }: { disputes: Dispute[] }) {
  const t = useStaffWords(reconcileMessages)
  const { day } = useStaffFormat()
  const h = t.disputesHead
  return (
    <Table caption={t.disputes} head={[h.opened, h.provider, h.gift, h.amount, h.reason, h.status, h.withdrawn]}
      empty={disputes.length === 0 && t.noDispute}>
      {disputes.map((d) => (
        <tr key={`${d.provider}-${d.disputeId}`}>
          <td className={`${cell} whitespace-nowrap`}>{day(d.openedAt)}</td>
          <td className={cell}>{d.provider === 'paypal' ? 'PayPal' : d.provider === 'demo' ? t.testMode : 'Stripe'} {d.disputeId}</td>
          <td className={cell}>{d.donationId ? <Link className="underline" to={`/staff/donations/${d.donationId}`}>{d.donationId}</Link> : t.noGift}</td>
          <td className={`${cell} tabular-nums`}>{euros(d.amount)}</td>
          <td className={cell}>{d.reason || '—'}</td>
          <td className={cell}>{d.status}</td>
          <td className={`${cell} tabular-nums`}>{d.withdrawn ? euros(d.withdrawn) : '—'}</td>
        </tr>
      ))}
    </Table>
  )
}
