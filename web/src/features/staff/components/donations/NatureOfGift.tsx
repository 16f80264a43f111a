import type { GiftNature, GiftPage } from '../../../../lib/contract.gen'
import { day, euros } from '../../format'
import { Facts } from '../ui/Facts'
import { Panel } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'

/** What a gift that is not money is: the goods and their value, or a volunteer's work, waiver and expenses. */
export function NatureOfGift({ gift, nature }: { gift: GiftPage; nature: GiftNature }) {
  if (gift.method === 'in_kind')
    return (
      <Panel title="Gift in kind">
        <Facts facts={[['What was given', nature.description ?? ''], ['Value', euros(gift.amount)], ['Given on', day(nature.giftDate)]]} />
      </Panel>
    )
  return (
    <Panel title="Volunteer's expenses waived">
      <Facts facts={[['Work', nature.mission ?? ''], ['Waiver signed on', day(nature.waivedOn)], ['Total waived', euros(gift.amount)]]} />
      <div className="mt-4">
        <Table caption="Expenses waived" head={['Date', 'What', 'Supporting document', 'Amount']}>
          {nature.expenses.map((e, i) => (
            <tr key={i}>
              <td className={`${cell} whitespace-nowrap`}>{day(e.date)}</td>
              <td className={cell}>
                {e.nature}
                {e.mileageRate && ` (${e.kilometres} km, ${e.horsepower} CV, ${(e.rateMillis ?? 0) / 1000} € per km)`}
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
