import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function OrdersScreen({ me }: { me: Me }) {
  return <StaffPage title="OrdersScreen">{me.email}</StaffPage>
}
