import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function DonorScreen({ me }: { me: Me }) {
  return <StaffPage title="DonorScreen">{me.email}</StaffPage>
}
