import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function OrderScreen({ me }: { me: Me }) {
  return <StaffPage title="OrderScreen">{me.email}</StaffPage>
}
