import { useStaffWords } from '../../language'
import { ActionField } from '../ui/ActionForm'
import { ordersMessages } from './messages'
import { orderLimits } from '../../../../lib/signedInRules.gen'

/** Most characters of a carrier or a tracking number: the server's rule (shop.CheckShipping) decides. */

type FieldProps = { id: string; value: string; onChange: (value: string) => void; error?: string }

/** The carrier of "mark shipped", optional: one order's form and the bulk one ask it the same way. */
export function CarrierField({ id, value, onChange, error }: FieldProps) {
  const { ship: words } = useStaffWords(ordersMessages)
  return <ActionField id={id} label={words.carrier} value={value} onChange={(e) => onChange(e.target.value)} maxLength={orderLimits.shipping} error={error} />
}

/** A parcel's tracking number, optional; the bulk form names each by its order. */
export function TrackingField({ id, value, onChange, error, label }: FieldProps & { label?: string }) {
  const { ship: words } = useStaffWords(ordersMessages)
  return <ActionField id={id} label={label ?? words.tracking} value={value} onChange={(e) => onChange(e.target.value)} maxLength={orderLimits.shipping} error={error} />
}
