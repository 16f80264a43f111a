import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function AuditScreen({ me }: { me: Me }) {
  return <StaffPage title="AuditScreen">{me.email}</StaffPage>
}
