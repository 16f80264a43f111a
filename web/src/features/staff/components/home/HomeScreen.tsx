import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { getAnnualStatus } from '../../api/getAnnualStatus'
import { getSummary } from '../../api/getSummary'
import type { AnnualStatus, Me, ReceiptYear, Summary } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffLanguage, useStaffWords } from '../../language'
import { homeMessages } from './messages'
import { fieldList } from '../settings/fieldNames'
import { Loadable } from '../ui/Loadable'
import { MailTrouble } from './MailTrouble'
import { Panel, StaffPage } from '../ui/StaffPage'
import { staffKeys } from '../../api/keys'

// The chart library loads only for those who see money figures (treasurers, admins).
const MoneyChart = lazy(async () => ({ default: (await import('./MoneyChart')).MoneyChart }))

/** What needs doing now, each a link to its list; then the month's gifts for the treasurer. */
export function HomeScreen({ me }: { me: Me }) {
  const summary = useQuery({ queryKey: staffKeys.summary, queryFn: getSummary })
  const words = useStaffWords(homeMessages)
  return (
    <StaffPage title={words.hello(me.name || me.email)} intro={words.intro}>
      <Loadable query={summary} label={words.summary}>
        {(s) => (
          <div className="space-y-6">
            {s.mail && <MailTrouble trouble={s.mail} me={me} />}
            <ToDo summary={s} />
            {s.declarationDue && <DeclarationDue year={s.declarationDue} />}
            {s.receiptsEnabled && <AnnualReceipts />}
            {s.receiptsMissing && (s.receiptsMissing.length > 0 || s.receiptsEnabled === false) && <ReceiptsOff missing={s.receiptsMissing} />}
            {s.gifts && (
              <Panel title={words.gifts}>
                <div className="mb-6 grid gap-4 sm:grid-cols-2">
                  <Figure label={words.thisMonth} {...s.gifts.thisMonth} />
                  <Figure label={words.lastMonth} {...s.gifts.lastMonth} />
                </div>
                <Suspense fallback={<div className="h-56" />}>
                  <MoneyChart months={s.gifts.months} />
                </Suspense>
              </Panel>
            )}
          </div>
        )}
      </Loadable>
    </StaffPage>
  )
}

function ToDo({ summary }: { summary: Summary }) {
  const { todo: words } = useStaffWords(homeMessages)
  const items = [
    { count: summary.toShip, label: words.toShip, to: '/staff/orders?list=to_ship' },
    // Shown only when it happens: money for a cancelled order, to send back.
    { count: summary.paidAfterCancel || undefined, label: words.paidAfterCancel, to: '/staff/orders?list=cancelled' },
    { count: summary.chequesPledged, label: words.chequesPledged, to: '/staff/donations?status=awaiting_cheque' },
    { count: summary.unreadMessages, label: words.unreadMessages, to: '/staff/messages' },
    { count: summary.recurringTrouble, label: words.recurringTrouble, to: '/staff/donations?status=past_due', also: { label: words.failedOrSuspended, to: '/staff/donations?status=failed' } },
    { count: summary.openDisputes || undefined, label: words.openDisputes, to: '/staff/reconcile' },
    // Shown only when it happens: mails the server still refused after days of tries.
    { count: summary.mailsFailed || undefined, label: words.mailsFailed, to: '/staff/mails' },
  ].filter((item) => item.count !== undefined)
  if (items.length === 0) return <Panel>{words.nothing}</Panel>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <Link to={item.to} className="group block">
            <span className={`block text-4xl font-black tabular-nums ${item.count ? 'text-brand-700' : 'text-slate-400'}`}>{item.count}</span>
            <span className="mt-1 block font-semibold text-slate-800 group-hover:underline">{item.label}</span>
          </Link>
          {item.also && (
            <Link to={item.also.to} className="mt-1 inline-block text-sm text-slate-600 underline">
              {words.or(item.also.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Tax receipts cannot be turned on while a detail of the foundation is missing: say which. */
function ReceiptsOff({ missing }: { missing: string[] }) {
  const { receiptsOff: words } = useStaffWords(homeMessages)
  const language = useStaffLanguage()
  return (
    <Panel title={words.title}>
      <p className="text-slate-700">
        {missing.length > 0 ? (
          <>
            {words.missing}
            <strong>{fieldList(missing, language)}</strong>.
          </>
        ) : (
          words.complete
        )}
      </p>
      <Link to="/staff/settings" className="mt-3 inline-block font-semibold text-brand-700 underline">
        {words.fill}
      </Link>
    </Panel>
  )
}

/** Last year's article 222 bis declaration, from April until a treasurer marks it declared. */
function DeclarationDue({ year }: { year: ReceiptYear }) {
  const { day } = useStaffFormat()
  const { declaration: words } = useStaffWords(homeMessages)
  return (
    <Panel title={words.title(year.year, day(year.dueOn))}>
      <p className="text-slate-700">
        {words.before(year.year)}
        <strong className="tabular-nums">{euros(year.valid.amount)}</strong>
        {words.between(year.year)}
        <strong className="tabular-nums">{year.valid.count}</strong>
        {words.after}
      </p>
      <Link to="/staff/receipts" className="mt-3 inline-block font-semibold text-brand-700 underline">
        {words.mark}
      </Link>
    </Panel>
  )
}

/**
 * Last year's annual receipts, while some wait or are blocked: the run starts by itself on
 * 5 January; the treasurer fixes what blocks each donor and runs it again from the receipts screen.
 */
function AnnualReceipts() {
  const { annual: words } = useStaffWords(homeMessages)
  const status = useQuery({ queryKey: staffKeys.annualReceipts, queryFn: getAnnualStatus, retry: false })
  const s: AnnualStatus | undefined = status.data
  if (!s || (s.waiting === 0 && s.blocked.length === 0)) return null
  return (
    <Panel title={words.title(s.year)}>
      <p className="text-slate-700">
        <strong className="tabular-nums">{s.alreadyIssued}</strong> {words.issued}, <strong className="tabular-nums">{s.waiting}</strong> {words.waiting}
        {s.waiting > 0 && words.runsBy},{' '}
        <strong className="tabular-nums">{s.blocked.length}</strong> {words.blocked}.
      </p>
      {s.blocked.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {s.blocked.map((b) => (
            <li key={b.email}>
              <Link to={`/staff/donors/${encodeURIComponent(b.email)}`} className="font-semibold text-brand-700 underline">
                {b.name || b.email}
              </Link>{' '}
              ({euros(b.amount)}): {b.reason}
            </li>
          ))}
        </ul>
      )}
      <Link to="/staff/receipts" className="mt-3 inline-block font-semibold text-brand-700 underline">
        {words.open}
      </Link>
    </Panel>
  )
}

function Figure({ label, amount, count, test }: { label: string; amount: number; count: number; test: number }) {
  const words = useStaffWords(homeMessages)
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="text-2xl font-black tabular-nums text-slate-900">{euros(amount)}</p>
      {test !== 0 && <p className="text-sm font-semibold text-amber-800">+ {euros(test)} TEST</p>}
      <p className="text-sm text-slate-600">
        {count} {words.payments(count)}
      </p>
    </div>
  )
}
