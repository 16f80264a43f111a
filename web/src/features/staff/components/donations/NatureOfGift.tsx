import type { GiftNature, GiftPage } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
import { Facts } from '../ui/Facts'
import { Panel } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'

/** What a gift that is not money is: the goods and their value, or a volunteer's work, waiver and expenses. */
export function NatureOfGift({ gift, nature }: { gift: GiftPage; nature: GiftNature }) {
  const t = useStaffWords(donationMessages)
  const { day } = useStaffFormat()
  const h = t.expensesHead
  if (gift.method === 'in_kind')
    return (
      <Panel title={t.inKind}>
        <Facts facts={[[t.whatGiven, nature.description ?? ''], [t.valueLabel, euros(gift.amount)], [t.givenOn, day(nature.giftDate)]]} />
      </Panel>
    )
  return (
    <Panel title={t.expensesWaived}>
      <Facts facts={[[t.work, nature.mission ?? ''], [t.waiverSigned, day(nature.waivedOn)], [t.totalWaived, euros(gift.amount)]]} />
      <div className="mt-4">
        <Table caption={t.expensesCaption} head={[h.date, h.what, h.document, h.amount]}>
          {nature.expenses.map((e, i) => (
            <tr key={i}>
              <td className={`${cell} whitespace-nowrap`}>{day(e.date)}</td>
              <td className={cell}>
                {e.nature}
                {e.mileageRate && t.mileage(e.kilometres ?? 0, e.horsepower ?? 0, (e.rateMillis ?? 0) / 1000)}
              </td>
              <td className={cell}>{e.justification}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(e.amount)}</td>
            </tr>
          ))}
        </Table>
      </div>
    </Panel>
  )
}
