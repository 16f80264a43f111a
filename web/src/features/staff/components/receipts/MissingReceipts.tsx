import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { issueReceipt } from '../../api/issueReceipt'
import { listMissingReceipts } from '../../api/listMissingReceipts'
import type { MissingReceipt } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { receiptMessages } from './messages'
import { useStaffAction } from '../../hooks/useStaffAction'
import { Loadable } from '../ui/Loadable'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'
import { Button } from '../../../../components/Button'

/** Paid one-off gifts without a receipt, each with the reason and a button to issue it now. */
export function MissingReceipts() {
  const missing = useQuery({ queryKey: staffKeys.missingReceipts, queryFn: listMissingReceipts })
  const t = useStaffWords(receiptMessages)
  const h = t.missingHead
  return (
    <section aria-labelledby="receipts-missing">
      <h2 id="receipts-missing" className="mb-1 text-lg font-bold text-slate-900">
        {t.missing}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t.missingIntro}</p>
      <Loadable query={missing} label={t.loadingMissing}>
        {(data) => (
          <Table caption={t.missing} head={[h.paid, h.donor, h.amount, h.method, h.why, '']} empty={data.items.length === 0 && t.everyGift}>
            {data.items.map((gift) => (
              <MissingRow key={gift.donation} gift={gift} />
            ))}
          </Table>
        )}
      </Loadable>
    </section>
  )
}

function MissingRow({ gift }: { gift: MissingReceipt }) {
  const action = useStaffAction(() => issueReceipt(gift.donation), { fields: [] as const })
  const t = useStaffWords(receiptMessages)
  const { day, word } = useStaffFormat()
  return (
    <tr className="hover:bg-slate-50">
      <td className={`${cell} whitespace-nowrap`}>{day(gift.paidAt)}</td>
      <td className={cell}>
        <Link to={`/staff/donors/${encodeURIComponent(gift.donorEmail)}`} className="font-semibold text-brand-700 underline">
          {gift.donorName || gift.donorEmail}
        </Link>
        <span className="block text-xs text-slate-500">{gift.donorEmail}</span>
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(gift.amount)}</td>
      <td className={cell}>{word(gift.method)}</td>
      <td className={`${cell} text-amber-900`}>{t.reasons[gift.receiptBlocked] ?? gift.receiptBlocked}</td>
      <td className={cell}>
        <Button type="button" disabled={action.busy} onClick={() => action.submit(undefined)}
          size="xs" className="whitespace-nowrap">
          {action.busy ? t.issuing : t.issue}
        </Button>
        {action.failure && (
          <span role="alert" className="mt-1 block max-w-56 text-xs font-semibold text-red-700">
            {action.failure.message}
          </span>
        )}
      </td>
    </tr>
  )
}
