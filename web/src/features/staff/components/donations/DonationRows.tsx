import { Fragment } from 'react'
import { Link } from 'wouter'
import type { DonationRow } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'
import { FormRow, RowNotice, RowToggle, useRowForms } from '../ui/RowForms'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { openableRow, useRowOpen } from '../ui/useRowOpen'
import { ChequeForms } from './ChequeForms'
import { GiftPurpose } from './GiftPurpose'

/** Gifts as rows; a pledged cheque opens its two forms under its row. */
export function DonationRows({ gifts, caption, showDonor = true }: { gifts: DonationRow[]; caption: string; showDonor?: boolean }) {
  const rows = useRowForms()
  // A click anywhere on a row opens its gift, as the date's link does for the keyboard.
  const open = useRowOpen()
  const t = useStaffWords(donationMessages)
  const { day, word } = useStaffFormat()
  const h = t.head
  const head = [h.date, ...(showDonor ? [h.donor] : []), h.gift, h.method, h.status, h.payments, h.collected, '']
  return (
    <>
      <RowNotice notice={rows.notice} />
      <Table caption={caption} head={head} empty={gifts.length === 0 && t.noneMatches}>
      {gifts.map((g) => (
        <Fragment key={g.id}>
          <tr className={openableRow} onClick={open(`/staff/donations/${encodeURIComponent(g.id)}`)}>
            <td className={`${cell} whitespace-nowrap`}>
              <Link to={`/staff/donations/${encodeURIComponent(g.id)}`} className="font-semibold text-brand-700 underline" aria-label={t.giftOf(day(g.created), euros(g.amount))}>
                {day(g.created)}
              </Link>
            </td>
            {showDonor && (
              <td className={cell}>
                {g.donorEmail ? (
                  <Link to={`/staff/donors/${encodeURIComponent(g.donorEmail)}`} className="font-semibold text-brand-700 underline">
                    {g.donorName || g.donorEmail}
                  </Link>
                ) : (
                  g.donor
                )}
                {g.donorEmail && <span className="block text-xs text-slate-500">{g.donorEmail}</span>}
              </td>
            )}
            <td className={`${cell} whitespace-nowrap tabular-nums`}>
              {euros(g.amount)}
              <span className="block text-xs text-slate-500">{word(g.rhythm)}</span>
              <GiftPurpose gift={g} className="block text-xs text-slate-500" />
            </td>
            <td className={cell}>{word(g.paidWith)}</td>
            <td className={cell}>
              <StatusBadge status={g.status} test={g.test} label={word(g.status)} />
              {g.paymentIssue && <span className="mt-1 block text-xs font-semibold text-red-700">{g.paymentIssue}</span>}
              {g.paymentProblem && <span className="mt-1 block text-xs text-amber-900">{t.lastRenewal} {g.paymentProblem}</span>}
              {g.providerStatus && <span className="mt-1 block text-xs text-slate-500">{t.provider} {g.providerStatus}</span>}
            </td>
            <td className={`${cell} tabular-nums`}>
              {g.paymentsCount}
              {g.lastPaymentAt && <span className="block text-xs text-slate-500">{t.last} {day(g.lastPaymentAt)}</span>}
              {g.nextPaymentAt && <span className="block text-xs text-slate-500">{t.next} {day(g.nextPaymentAt)}</span>}
            </td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(g.collected)}</td>
            <td className={cell}>
              {g.status === 'awaiting_cheque' && (
                <RowToggle open={rows.open === g.id} onClick={() => rows.toggle(g.id)} label={t.cheque} tone="softWarning" />
              )}
            </td>
          </tr>
          {rows.open === g.id && (
            <FormRow colSpan={head.length} onClose={rows.close}>
              <ChequeForms gift={g} onDone={rows.done} />
            </FormRow>
          )}
        </Fragment>
      ))}
    </Table>
    </>
  )
}
