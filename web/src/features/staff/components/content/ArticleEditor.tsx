import type { Me } from '../../api/types'
import { StaffPage } from '../ui/StaffPage'

export function ArticleEditor({ me }: { me: Me }) {
  return <StaffPage title="ArticleEditor">{me.email}</StaffPage>
}
