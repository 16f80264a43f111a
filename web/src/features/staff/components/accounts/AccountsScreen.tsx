import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { changeAccount } from '../../api/changeAccount'
import { inviteAccount } from '../../api/inviteAccount'
import { listAccounts } from '../../api/listAccounts'
import type { Me, Role, StaffAccount } from '../../../../lib/contract.gen'
import { when } from '../../format'
import { useSearchState } from '../../hooks/useSearchState'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { FormRow, RowNotice, RowToggle, useRowForms } from '../ui/RowForms'
import { StaffPage } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'

const roles: { role: Role; label: string; hint: string }[] = [
  { role: 'editor', label: 'Editor', hint: 'articles, products' },
  { role: 'shop', label: 'Shop', hint: 'orders and their messages' },
  { role: 'treasurer', label: 'Treasurer', hint: 'donations, donors, receipts' },
  { role: 'admin', label: 'Admin', hint: 'everything, accounts included' },
]
const roleName = (r: Role) => roles.find((x) => x.role === r)?.label ?? r

/** The accounts' state, as its badge says it. */
function state(a: StaffAccount): { status: string; label: string } {
  if (a.disabled) return { status: 'cancelled', label: 'Disabled' }
  if (a.invitePending) return { status: 'pending', label: 'Invitation sent' }
  return { status: 'paid', label: 'Active' }
}

/**
 * Staff accounts (admins): invite someone by mail, change roles, disable an
 * account or send it a new invitation. Accounts are never deleted: the audit
 * log keeps the name of whoever acted.
 */
export function AccountsScreen({ me }: { me: Me }) {
  const { page, set } = useSearchState([] as const)
  const accounts = useQuery({ queryKey: staffKeys.accounts(page), queryFn: () => listAccounts(page), placeholderData: keepPreviousData })
  const rows = useRowForms()
  return (
    <StaffPage title="Accounts" intro="Who may sign in to the back office, and what each person may do. An invitation mails a link to choose a password; it works once, for 24 hours. Accounts are disabled, never deleted.">
      <InviteForm />
      <RowNotice notice={rows.notice} />
      <Loadable query={accounts} label="the accounts">
        {(data) => (
          <>
            <Table caption="Staff accounts" head={['Person', 'Roles', 'State', 'Last sign-in', 'Actions']} empty={data.items.length === 0 && 'No staff account yet.'}>
              {data.items.map((a) => (
                <AccountRow key={a.id} account={a} self={a.id === me.id} open={rows.open} toggle={rows.toggle} close={rows.close} done={rows.done} />
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label="Accounts pages" />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

function RoleBoxes({ id, chosen, onChange, error }: { id: string; chosen: Role[]; onChange: (roles: Role[]) => void; error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Roles</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {roles.map(({ role, label, hint }) => (
          <label key={role} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1" checked={chosen.includes(role)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, role] : chosen.filter((r) => r !== role))} />
            <span>
              <span className="font-semibold">{label}</span> <span className="text-slate-600">({hint})</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function InviteForm() {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<Role[]>([])
  const invite = useStaffAction(inviteAccount, {
    fields: ['email', 'name', 'roles'] as const,
    onDone: (a: StaffAccount) => {
      setEmail('')
      setName('')
      setChosen([])
      setSent(`${a.email} is invited: the mail with their link is on its way.`)
    },
  })
  const [sent, setSent] = useState('')
  const errors = invite.failure?.fields ?? {}
  return (
    <div className="mb-6 max-w-2xl">
      <ActionForm title="Invite someone" button="Send the invitation" busy={invite.busy} error={invite.failure?.message} success={sent}
        onSubmit={() => {
          setSent('')
          invite.submit({ email: email.trim(), name: name.trim(), roles: chosen })
        }}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ActionField id="invite-email" label="Email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <ActionField id="invite-name" label="Name" hint="As the audit log shows it." value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        </div>
        <RoleBoxes id="invite-roles" chosen={chosen} onChange={setChosen} error={errors.roles} />
      </ActionForm>
    </div>
  )
}

type RowProps = {
  account: StaffAccount
  self: boolean
  open: string
  toggle: (id: string) => void
  close: () => void
  done: (output: unknown, text: string) => void
}

function AccountRow({ account: a, self, open, toggle, close, done }: RowProps) {
  const who = a.name || a.email
  const s = state(a)
  const rolesOpen = open === `roles:${a.id}`
  const stateOpen = open === `state:${a.id}`
  const reinvite = useStaffAction(() => changeAccount(a.id, { invite: true }), { fields: [] as const, onDone: () => done(null, `A new invitation is on its way to ${a.email}; the earlier link no longer works.`) })
  return (
    <>
      <tr>
        <td className={`${cell} min-w-[14rem]`}>
          <span className="font-semibold text-slate-900">{a.name || '—'}</span>
          {self && <span className="text-slate-600"> (you)</span>}
          <span className="block break-all text-sm text-slate-600">{a.email}</span>
        </td>
        <td className={cell}>{a.roles.map(roleName).join(', ')}</td>
        <td className={cell}>
          <StatusBadge status={s.status} label={s.label} />
          {a.invitePending && a.invitedAt && <span className="mt-1 block text-xs text-slate-600">sent {when(a.invitedAt)}</span>}
        </td>
        <td className={`${cell} whitespace-nowrap text-sm`}>{a.lastSignInAt ? when(a.lastSignInAt) : 'Never'}</td>
        <td className={cell}>
          <div className="flex flex-wrap gap-2">
            <RowToggle open={rolesOpen} onClick={() => toggle(`roles:${a.id}`)} label={`Roles…`} className="bg-slate-100 text-slate-900 hover:bg-slate-200" />
            {!self && (
              <RowToggle open={stateOpen} onClick={() => toggle(`state:${a.id}`)} label={a.disabled ? 'Enable…' : 'Disable…'}
                className={a.disabled ? 'bg-slate-100 text-slate-900 hover:bg-slate-200' : 'bg-red-50 text-red-800 hover:bg-red-100'} />
            )}
            {!a.disabled && (
              <button type="button" disabled={reinvite.busy} onClick={() => reinvite.submit(undefined)}
                className="whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white hover:bg-brand-900 disabled:opacity-60">
                New invitation<span className="sr-only"> for {who}</span>
              </button>
            )}
          </div>
          {reinvite.failure && <p role="alert" className="mt-2 text-sm font-semibold text-red-700">{reinvite.failure.message}</p>}
        </td>
      </tr>
      {rolesOpen && (
        <FormRow colSpan={5} onClose={close}>
          <RolesForm account={a} done={done} />
        </FormRow>
      )}
      {stateOpen && (
        <FormRow colSpan={5} onClose={close}>
          <StateForm account={a} done={done} />
        </FormRow>
      )}
    </>
  )
}

function RolesForm({ account: a, done }: { account: StaffAccount; done: RowProps['done'] }) {
  const [chosen, setChosen] = useState<Role[]>(a.roles)
  const change = useStaffAction((roles: Role[]) => changeAccount(a.id, { roles }), {
    fields: ['roles'] as const,
    onDone: (changed: StaffAccount) => done(changed, `${changed.name || changed.email} now holds: ${changed.roles.map(roleName).join(', ')}.`),
  })
  return (
    <ActionForm title={`Roles of ${a.name || a.email}`} button="Save the roles" busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(chosen)}>
      <RoleBoxes id={`roles-${a.id}`} chosen={chosen} onChange={setChosen} error={change.failure?.fields.roles} />
    </ActionForm>
  )
}

function StateForm({ account: a, done }: { account: StaffAccount; done: RowProps['done'] }) {
  const who = a.name || a.email
  const change = useStaffAction(() => changeAccount(a.id, { disabled: !a.disabled }), {
    fields: ['disabled'] as const,
    onDone: (changed: StaffAccount) => done(changed, changed.disabled ? `${who} can no longer sign in.` : `${who} can sign in again.`),
  })
  return a.disabled ? (
    <ActionForm title={`Enable ${who}?`} button="Enable the account" busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(undefined)}>
      <p className="text-sm text-slate-700">They sign in again with their password and a mailed code.</p>
    </ActionForm>
  ) : (
    <ActionForm title={`Disable ${who}?`} button="Disable the account" tone="danger" busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(undefined)}>
      <p className="text-sm text-slate-700">They are signed out at once and cannot sign in. The account and its history stay: you can enable it again.</p>
    </ActionForm>
  )
}
