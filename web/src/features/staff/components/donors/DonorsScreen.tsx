import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function DonorsScreen({ me }: { me: Me }) {
  return <StaffPage title="DonorsScreen">{me.email}</StaffPage>
}
