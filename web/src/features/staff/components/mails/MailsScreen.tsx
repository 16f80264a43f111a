import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '../../../../components/Alert'
import { listMails } from '../../api/listMails'
import { retryMail } from '../../api/retryMail'
import type { MailStatus, OutboxMail } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { mailsMessages } from './messages'
import { useSearchState } from '../../hooks/useSearchState'
import { useStaffAction } from '../../hooks/useStaffAction'
import { Filter, Select } from '../ui/Filter'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { StaffPage } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'
import { Button } from '../../../../components/Button'

/** The failed mails come first: they are what an admin comes here for. */
const lists = ['failed', 'pending', 'sending', 'sent', 'all'] as const

/**
 * The mail outbox (admins): every mail waits there until the mail server
 * takes it; one still refused after about four days of tries is failed,
 * and can be sent again once the address or the server is fixed.
 */
export function MailsScreen() {
  const { values, page, set } = useSearchState(['status'] as const)
  const list = values.status || 'failed'
  const status = list === 'all' ? undefined : (list as MailStatus)
  const mails = useQuery({ queryKey: staffKeys.mails(status, page), queryFn: () => listMails(page, status), placeholderData: keepPreviousData })
  const [notice, setNotice] = useState('')
  const words = useStaffWords(mailsMessages)
  const listNames: Record<string, string> = words.lists
  return (
    <StaffPage title={words.title} intro={words.intro}>
      <div className="mb-4 max-w-xs">
        <Filter label={words.show} id="filter-status">
          <Select id="filter-status" value={list} onChange={(value) => set({ status: value === 'failed' ? '' : value })} options={lists} label={(l) => listNames[l] ?? l} />
        </Filter>
      </div>
      {notice && (
        <Alert tone="success" role="status" className="mb-4">
          {notice}
        </Alert>
      )}
      <Loadable query={mails} label={words.loading}>
        {(data) => (
          <>
            <Table caption={words.title} head={[words.head.queued, words.head.to, words.head.subject, words.head.status, words.head.tries, words.head.lastError, words.head.action]} empty={data.items.length === 0 && (list === 'failed' ? words.noFailed : words.none)}>
              {data.items.map((mail) => (
                <MailRow key={mail.id} mail={mail} onRetried={(to) => setNotice(words.retried(to))} />
              ))}
            </Table>
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

/**
 * Each mail shows its real subject, as the outbox row keeps it; PocketBase's own mails
 * (internal/notify/pocketbase.go) keep theirs with the code masked. Those recorded before their
 * subject was kept have none: they are named by what they are (messages.ts, pocketBase).
 */
function MailRow({ mail, onRetried }: { mail: OutboxMail; onRetried: (to: string) => void }) {
  const words = useStaffWords(mailsMessages)
  const { when } = useStaffFormat()
  const retry = useStaffAction(() => retryMail(mail.id), { fields: [] as const, onDone: (sent) => onRetried(sent.to) })
  const pocketBase = words.pocketBase[mail.kind]
  const subject = mail.subject || (pocketBase ? words.notKept(pocketBase) : mail.kind)
  return (
    <tr>
      <td className={`${cell} whitespace-nowrap`}>{when(mail.created)}</td>
      <td className={`${cell} break-all`}>{mail.to}</td>
      <td className={cell}>
        {subject}
        <span className="block font-mono text-xs text-slate-500">
          {mail.kind}
          {mail.ref && ` · ${mail.ref}`}
        </span>
      </td>
      <td className={cell}>
        <StatusBadge status={mail.status} label={words.statuses[mail.status]} />
      </td>
      <td className={`${cell} tabular-nums`}>{mail.attempts}</td>
      <td className={`${cell} break-words text-sm text-slate-700`}>{mail.lastError}</td>
      <td className={cell}>
        {mail.retryable && (
          <Button type="button" disabled={retry.busy} onClick={() => retry.submit(undefined)}
            size="sm" className="whitespace-nowrap">
            {words.sendAgain}<span className="sr-only">{words.sendAgainWhat(subject, mail.to)}</span>
          </Button>
        )}
        {retry.failure && <p role="alert" className="mt-2 text-sm font-semibold text-red-700">{retry.failure.message}</p>}
      </td>
    </tr>
  )
}
