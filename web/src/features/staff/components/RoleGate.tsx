import type { ReactNode } from 'react'
import type { Me, Role } from '../../../lib/contract.gen'
import { may } from '../hooks/useStaffSession'
import { useStaffWords } from '../language'
import { accessMessages } from './accessMessages'
import { staffLayoutMessages } from './layoutMessages'
import { StaffPage } from './ui/StaffPage'

/** A screen for some roles only: others read why instead of a broken page (the server refuses them anyway). */
export function RoleGate({ me, roles, children }: { me: Me; roles: Role[]; children: ReactNode }) {
  const { gate: words } = useStaffWords(accessMessages)
  const roleNames = useStaffWords(staffLayoutMessages).roles
  if (may(me, ...roles)) return <>{children}</>
  return (
    <StaffPage title={words.title}>
      <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{words.text(roles.map((r) => roleNames[r]))}</p>
    </StaffPage>
  )
}
