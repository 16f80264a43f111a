import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function ProductEditor({ me }: { me: Me }) {
  return <StaffPage title="ProductEditor">{me.email}</StaffPage>
}
