import { Link } from 'wouter'
import type { Dispute } from '../../../../lib/contract.gen'
import { day, euros } from '../../format'
import { cell, Table } from '../ui/Table'

/**
 * The disputes waiting for an outcome, oldest first: each is answered in the
 * provider's dashboard; the money it withdrew is already in the ledger.
 */
export function OpenDisputes({ disputes }: { disputes: Dispute[] }) {
  return (
    <Table caption="Open disputes and chargebacks, oldest first" head={['Opened', 'Provider', 'Gift', 'Amount', 'Reason', 'Status', 'Withdrawn']}
      empty={disputes.length === 0 && 'No dispute is open.'}>
      {disputes.map((d) => (
        <tr key={`${d.provider}-${d.disputeId}`}>
          <td className={`${cell} whitespace-nowrap`}>{day(d.openedAt)}</td>
          <td className={cell}>{d.provider === 'paypal' ? 'PayPal' : d.provider === 'demo' ? 'TEST MODE' : 'Stripe'} {d.disputeId}</td>
          <td className={cell}>{d.donationId ? <Link className="underline" to={`/staff/donations/${d.donationId}`}>{d.donationId}</Link> : 'No gift found'}</td>
          <td className={`${cell} tabular-nums`}>{euros(d.amount)}</td>
          <td className={cell}>{d.reason || '—'}</td>
          <td className={cell}>{d.status}</td>
          <td className={`${cell} tabular-nums`}>{d.withdrawn ? euros(d.withdrawn) : '—'}</td>
        </tr>
      ))}
    </Table>
  )
}
