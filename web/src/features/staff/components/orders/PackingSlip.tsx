import { downloadPackingSlip } from '../../api/downloadPackingSlip'
import type { OrderRow } from '../../../../lib/contract.gen'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
import { Button } from '../../../../components/Button'

/** The order's packing slip as a PDF to print and put in the parcel. */
export function PackingSlip({ order }: { order: Pick<OrderRow, 'id' | 'number'> }) {
  const { slip: words } = useStaffWords(ordersMessages)
  const action = useStaffAction(() => downloadPackingSlip(order), { fields: [] as const })
  return (
    <div>
      <Button type="button" disabled={action.busy} onClick={() => action.submit(undefined)}
        variant="dark" size="sm">
        {action.busy ? words.preparing : words.button}
      </Button>
      {action.failure && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {action.failure.message}
        </p>
      )}
    </div>
  )
}
