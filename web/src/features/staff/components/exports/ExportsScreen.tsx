import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function ExportsScreen({ me }: { me: Me }) {
  return <StaffPage title="ExportsScreen">{me.email}</StaffPage>
}
