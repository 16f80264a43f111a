import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function ArticlesScreen({ me }: { me: Me }) {
  return <StaffPage title="ArticlesScreen">{me.email}</StaffPage>
}
