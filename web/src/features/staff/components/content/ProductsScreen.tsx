import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function ProductsScreen({ me }: { me: Me }) {
  return <StaffPage title="ProductsScreen">{me.email}</StaffPage>
}
