import { useEffect } from 'react'
import { useHistoryState } from 'wouter/use-browser-location'
import { CopyButton } from '../../components/CopyButton'
import type { ChequePledged } from '../../lib/contract.gen'
import { formatEuros } from '../../lib/money'
import { useMessages } from '../../lib/i18n/useLocale'
import { useInApp } from '../../lib/useInApp'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { ChequeIcon } from './methodIcons'
import { clearDraft, type Rhythm } from './model'
import { paymentMessages } from './paymentMessages'
import { ButtonLink } from '../../components/Button'

/** What the donation form hands this page: the server's pledge answer and the gift it records. */
export type ChequeSent = { pledge: ChequePledged; euros: number; rhythm: Rhythm }

/** The page's state when the form led here (a reload keeps it; a typed address has none). */
function readChequeSent(state: unknown): ChequeSent | null {
  if (!state || typeof state !== 'object' || !('pledge' in state)) return null
  const { pledge, euros, rhythm } = state as Partial<ChequeSent>
  if (!pledge || typeof pledge.id !== 'string' || !Array.isArray(pledge.address) || typeof euros !== 'number' || !rhythm || !(rhythm in paymentMessages.en.per)) return null
  return { pledge, euros, rhythm }
}

/** /don/cheque-sended/: the cheque pledge is recorded, with what to write on the cheque and where to send it. */
export function ChequeSentScreen() {
  const words = useMessages(paymentMessages)
  useDocumentTitle(usePageTitle('cheque-sent'))
  const state: unknown = useHistoryState()
  // Not in the served page (it has no state): the app's first render matches it, the next one adds the details.
  const sent = useInApp() ? readChequeSent(state) : null
  // The pledge is recorded: the form starts anew for the next person at this computer (issue 40.6).
  // The form clears it before coming here; this page does too, whatever led to it.
  const pledged = sent !== null
  useEffect(() => {
    if (pledged) clearDraft()
  }, [pledged])
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 pb-24 pt-14">
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand-900/10 ring-1 ring-slate-200 sm:p-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <ChequeIcon />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">{words.cheque.recorded}</h1>
        {sent ? (
          <>
            <p className="mt-4 text-slate-600">
              {words.cheque.thanksFor}{' '}
              <strong className="text-slate-900">
                {formatEuros(sent.euros, { cents: false })}
                {words.per[sent.rhythm]}
              </strong>{' '}
              {words.cheque.byCheque}
            </p>
            <ChequeDetails pledge={sent.pledge} />
          </>
        ) : (
          <p className="mt-4 text-slate-600">
            {words.cheque.noState}
          </p>
        )}
        <ButtonLink to="/" size="xl" className="mt-8 shadow">
          {words.cheque.backHome}
        </ButtonLink>
      </div>
    </main>
  )
}

/** The payee, the reference and the postal address, each beside a button that copies it. */
function ChequeDetails({ pledge }: { pledge: ChequePledged }) {
  const words = useMessages(paymentMessages).cheque
  const rows = [
    { label: words.payee, value: pledge.payee, what: words.payeeWhat },
    { label: words.reference, value: pledge.id, what: words.referenceWhat },
    { label: words.sendTo, value: pledge.address.join('\n'), what: words.sendToWhat },
  ]
  return (
    <dl className="mt-6 space-y-4 text-left">
      {rows.map((row) => (
        <div key={row.label} className="rounded-2xl bg-brand-50 p-4">
          <dt className="text-xs font-bold uppercase tracking-widest text-brand-700">{row.label}</dt>
          <dd className="mt-1 flex items-start justify-between gap-3">
            <span className="select-all whitespace-pre-line break-all font-semibold text-slate-900">{row.value}</span>
            <CopyButton text={row.value} what={row.what} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
