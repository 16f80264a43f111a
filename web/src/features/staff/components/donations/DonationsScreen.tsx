import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function DonationsScreen({ me }: { me: Me }) {
  return <StaffPage title="DonationsScreen">{me.email}</StaffPage>
}
