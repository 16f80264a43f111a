import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function MessagesScreen({ me }: { me: Me }) {
  return <StaffPage title="MessagesScreen">{me.email}</StaffPage>
}
