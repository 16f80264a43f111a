import type { ReactNode } from 'react'
import type { Me, Role } from '../../../lib/contract.gen'
import { may } from '../hooks/useStaffSession'
import { StaffPage } from './ui/StaffPage'

/** A screen for some roles only: others read why instead of a broken page (the server refuses them anyway). */
export function RoleGate({ me, roles, children }: { me: Me; roles: Role[]; children: ReactNode }) {
  if (may(me, ...roles)) return <>{children}</>
  return (
    <StaffPage title="Not for your role">
      <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        This screen is for {roles.join(' or ')} staff. Ask an admin if your work needs it.
      </p>
    </StaffPage>
  )
}
