import { Fragment, useState } from 'react'
import { Link } from 'react-router'
import type { DonationRow } from '../../api/types'
import { day, euros, word } from '../../format'
import { Alert } from '../../../../components/Alert'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { ChequeForms } from './ChequeForms'

/** Gifts as rows; a pledged cheque opens its two forms under its row. */
export function DonationRows({ gifts, caption, showDonor = true }: { gifts: DonationRow[]; caption: string; showDonor?: boolean }) {
  const [open, setOpen] = useState('')
  const [notice, setNotice] = useState('')
  const head = ['Date', ...(showDonor ? ['Donor'] : []), 'Gift', 'Method', 'Status', 'Payments', 'Collected', '']
  return (
    <>
      {notice && (
        <Alert tone="success" role="status" className="mb-4">
          {notice}
        </Alert>
      )}
      <Table caption={caption} head={head} empty={gifts.length === 0 && 'No gift matches.'}>
      {gifts.map((g) => (
        <Fragment key={g.id}>
          <tr className="hover:bg-slate-50">
            <td className={`${cell} whitespace-nowrap`}>{day(g.created)}</td>
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
            </td>
            <td className={cell}>{word(g.method)}</td>
            <td className={cell}>
              <StatusBadge status={g.status} test={g.test} />
              {g.paymentIssue && <span className="mt-1 block text-xs font-semibold text-red-700">{g.paymentIssue}</span>}
            </td>
            <td className={`${cell} tabular-nums`}>
              {g.paymentsCount}
              {g.lastPaymentAt && <span className="block text-xs text-slate-500">last {day(g.lastPaymentAt)}</span>}
            </td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{euros(g.collected)}</td>
            <td className={cell}>
              {g.status === 'awaiting_cheque' && (
                <button type="button" aria-expanded={open === g.id} onClick={() => setOpen(open === g.id ? '' : g.id)}
                  className="whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 hover:bg-amber-200">
                  {open === g.id ? 'Close' : 'Cheque…'}
                </button>
              )}
            </td>
          </tr>
          {open === g.id && (
            <tr>
              <td colSpan={head.length} className="bg-slate-50 p-4">
                <ChequeForms
                  gift={g}
                  onDone={(_, done) => {
                    setOpen('')
                    setNotice(done)
                  }}
                />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </Table>
    </>
  )
}
