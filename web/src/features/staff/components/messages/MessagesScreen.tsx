import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { listInbox } from '../../api/listInbox'
import { markMessage } from '../../api/markMessage'
import type { InboxItem, Me } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { messagesMessages } from './messages'
import { may } from '../../hooks/useStaffSession'
import { useSearchState } from '../../hooks/useSearchState'
import { useStaffAction } from '../../hooks/useStaffAction'
import { ListPager } from '../ui/ListPager'
import { Loadable } from '../ui/Loadable'
import { StaffPage } from '../ui/StaffPage'
import { replyLink } from './reply'
import { staffKeys } from '../../api/keys'
import { Button, ButtonLink, buttonClass } from '../../../../components/Button'

/** Contact messages and order notices in one inbox, unread first. */
export function MessagesScreen({ me }: { me: Me }) {
  const { page, set } = useSearchState([] as const)
  const inbox = useQuery({ queryKey: staffKeys.inbox(page), queryFn: () => listInbox(page), placeholderData: keepPreviousData })
  const words = useStaffWords(messagesMessages)
  return (
    <StaffPage title={words.title} intro={words.intro}>
      <Loadable query={inbox} label={words.loading}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">{words.none}</p>
            ) : (
              <ul className="space-y-3">
                {data.items.map((item) => (
                  <Message key={`${item.kind}-${item.id}`} item={item} canOpenOrder={may(me, 'shop')} />
                ))}
              </ul>
            )}
            <ListPager {...data} onPage={(p) => set({ page: p })} label={words.pages} />
          </>
        )}
      </Loadable>
    </StaffPage>
  )
}

function Message({ item, canOpenOrder }: { item: InboxItem; canOpenOrder: boolean }) {
  const words = useStaffWords(messagesMessages)
  const { when } = useStaffFormat()
  const [open, setOpen] = useState(!item.isRead)
  const mark = useStaffAction((read: boolean) => markMessage(item, read), { fields: [] as const, done: '' })
  return (
    <li className={`rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${item.isRead ? 'ring-slate-200' : 'ring-2 ring-brand-500'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className={`text-slate-900 ${item.isRead ? 'font-semibold' : 'font-black'}`}>
            {!item.isRead && <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-black uppercase text-white">{words.new}</span>}
            {item.title}
          </h2>
          <p className="text-sm text-slate-600">
            {item.name} · {item.email}
            {item.phone && ` · ${item.phone}`} · {when(item.created)}
          </p>
        </div>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="text-sm font-semibold text-brand-700 underline">
          {open ? words.hide : words.show} <span className="sr-only">{words.fromName(item.name)}</span>
        </button>
      </div>
      {open && <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">{item.message}</p>}
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        <a href={replyLink(item, words.replyMail, when)} className={buttonClass({ size: 'sm' })}>
          {words.reply} <span className="sr-only">{words.toName(item.name)}</span>
        </a>
        <Button type="button" disabled={mark.busy} onClick={() => mark.submit(!item.isRead)}
          variant="secondary" size="sm">
          {item.isRead ? words.markUnread : words.markRead}
          <span className="sr-only">{words.about(item.title)}</span>
        </Button>
        {item.kind === 'order' && canOpenOrder && (
          <ButtonLink to={`/staff/orders/${item.id}`} variant="secondary" size="sm">
            {words.openOrder} <span className="sr-only">{words.ofName(item.name)}</span>
          </ButtonLink>
        )}
      </div>
      {mark.failure && <p role="alert" className="mt-2 text-sm font-semibold text-red-700">{mark.failure.message}</p>}
    </li>
  )
}
