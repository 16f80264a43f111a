import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function HomeScreen({ me }: { me: Me }) {
  return <StaffPage title="HomeScreen">{me.email}</StaffPage>
}
