import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { changeAccount } from '../../api/changeAccount'
import { inviteAccount } from '../../api/inviteAccount'
import { listAccounts } from '../../api/listAccounts'
import { roleValues, type Me, type Role, type StaffAccount } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { accountsMessages } from './messages'
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
import { Button } from '../../../../components/Button'

/** A role's name in the staff member's language. */
function useRoleName() {
  const words = useStaffWords(accountsMessages)
  return (r: Role) => words.roles[r]?.label ?? r
}

/** The accounts' state, as its badge says it. */
function state(a: StaffAccount, words: { disabled: string; invited: string; active: string }): { status: string; label: string } {
  if (a.disabled) return { status: 'cancelled', label: words.disabled }
  if (a.invitePending) return { status: 'pending', label: words.invited }
  return { status: 'paid', label: words.active }
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
  const words = useStaffWords(accountsMessages)
  return (
    <StaffPage title={words.title} intro={words.intro}>
      <InviteForm />
      <RowNotice notice={rows.notice} />
      <Loadable query={accounts} label={words.loading}>
        {(data) => (
          <>
            <Table caption={words.caption} head={[words.head.person, words.head.roles, words.head.state, words.head.lastSignIn, words.head.actions]} empty={data.items.length === 0 && words.none}>
              {data.items.map((a) => (
                <AccountRow key={a.id} account={a} self={a.id === me.id} open={rows.open} toggle={rows.toggle} close={rows.close} done={rows.done} />
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

function RoleBoxes({ id, chosen, onChange, error }: { id: string; chosen: Role[]; onChange: (roles: Role[]) => void; error?: string }) {
  const words = useStaffWords(accountsMessages)
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{words.rolesLegend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {roleValues.map((role) => ({ role, ...words.roles[role] })).map(({ role, label, hint }) => (
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
  const { invite: words } = useStaffWords(accountsMessages)
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<Role[]>([])
  const invite = useStaffAction(inviteAccount, {
    fields: ['email', 'name', 'roles'] as const,
    onDone: (a: StaffAccount) => {
      setEmail('')
      setName('')
      setChosen([])
      setSent(words.sent(a.email))
    },
  })
  const [sent, setSent] = useState('')
  const errors = invite.failure?.fields ?? {}
  return (
    <div className="mb-6 max-w-2xl">
      <ActionForm title={words.title} button={words.button} busy={invite.busy} error={invite.failure?.message} success={sent}
        onSubmit={() => {
          setSent('')
          invite.submit({ email: email.trim(), name: name.trim(), roles: chosen })
        }}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ActionField id="invite-email" label={words.email} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <ActionField id="invite-name" label={words.name} hint={words.nameHint} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
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
  const words = useStaffWords(accountsMessages)
  const roleName = useRoleName()
  const { when } = useStaffFormat()
  const who = a.name || a.email
  const s = state(a, words.states)
  const rolesOpen = open === `roles:${a.id}`
  const stateOpen = open === `state:${a.id}`
  const reinvite = useStaffAction(() => changeAccount(a.id, { invite: true }), { fields: [] as const, onDone: () => done(null, words.reinvited(a.email)) })
  return (
    <>
      <tr>
        <td className={`${cell} min-w-[14rem]`}>
          <span className="font-semibold text-slate-900">{a.name || '—'}</span>
          {self && <span className="text-slate-600">{words.you}</span>}
          <span className="block break-all text-sm text-slate-600">{a.email}</span>
        </td>
        <td className={cell}>{a.roles.map(roleName).join(', ')}</td>
        <td className={cell}>
          <StatusBadge status={s.status} label={s.label} />
          {a.invitePending && a.invitedAt && <span className="mt-1 block text-xs text-slate-600">{words.sentOn(when(a.invitedAt))}</span>}
        </td>
        <td className={`${cell} whitespace-nowrap text-sm`}>{a.lastSignInAt ? when(a.lastSignInAt) : words.never}</td>
        <td className={cell}>
          <div className="flex flex-wrap gap-2">
            <RowToggle open={rolesOpen} onClick={() => toggle(`roles:${a.id}`)} label={words.rolesToggle} tone="soft" />
            {!self && (
              <RowToggle open={stateOpen} onClick={() => toggle(`state:${a.id}`)} label={a.disabled ? words.enableToggle : words.disableToggle}
                tone={a.disabled ? 'soft' : 'softDanger'} />
            )}
            {!a.disabled && (
              <Button type="button" disabled={reinvite.busy} onClick={() => reinvite.submit(undefined)}
                size="xs" className="whitespace-nowrap">
                {words.newInvitation}<span className="sr-only">{words.forWho(who)}</span>
              </Button>
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
  const words = useStaffWords(accountsMessages)
  const roleName = useRoleName()
  const [chosen, setChosen] = useState<Role[]>(a.roles)
  const change = useStaffAction((roles: Role[]) => changeAccount(a.id, { roles }), {
    fields: ['roles'] as const,
    onDone: (changed: StaffAccount) => done(changed, words.holds(changed.name || changed.email, changed.roles.map(roleName).join(', '))),
  })
  return (
    <ActionForm title={words.rolesOf(a.name || a.email)} button={words.saveRoles} busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(chosen)}>
      <RoleBoxes id={`roles-${a.id}`} chosen={chosen} onChange={setChosen} error={change.failure?.fields.roles} />
    </ActionForm>
  )
}

function StateForm({ account: a, done }: { account: StaffAccount; done: RowProps['done'] }) {
  const words = useStaffWords(accountsMessages)
  const who = a.name || a.email
  const change = useStaffAction(() => changeAccount(a.id, { disabled: !a.disabled }), {
    fields: ['disabled'] as const,
    onDone: (changed: StaffAccount) => done(changed, changed.disabled ? words.cannotSignIn(who) : words.canSignIn(who)),
  })
  return a.disabled ? (
    <ActionForm title={words.enableTitle(who)} button={words.enableButton} busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(undefined)}>
      <p className="text-sm text-slate-700">{words.enableText}</p>
    </ActionForm>
  ) : (
    <ActionForm title={words.disableTitle(who)} button={words.disableButton} tone="danger" busy={change.busy} error={change.failure?.message} onSubmit={() => change.submit(undefined)}>
      <p className="text-sm text-slate-700">{words.disableText}</p>
    </ActionForm>
  )
}
