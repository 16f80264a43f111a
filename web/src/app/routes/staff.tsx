import { StaffApp } from '../../features/staff'

export default function Page() {
  return <StaffApp />
}
