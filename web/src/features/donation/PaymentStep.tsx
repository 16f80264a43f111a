import { useMessages } from '../../lib/i18n/useLocale'
import { formatEuros } from '../../lib/money'
import type { ReactNode } from 'react'
import { LockIcon } from './art'
import { CoverFeesField } from './CoverFeesField'
import { usePaymentsConfig } from './hooks/usePaymentsConfig'
import { BankIcon, CardIcon, ChequeIcon, WalletIcon } from './methodIcons'
import { amountEuros, type Draft, type Method } from './model'
import { paymentMessages } from './paymentMessages'

const methods: { value: Method; icon: ReactNode }[] = [
  { value: 'card', icon: <CardIcon /> },
  { value: 'sepa', icon: <BankIcon /> },
  { value: 'cheque', icon: <ChequeIcon /> },
  { value: 'paypal', icon: <WalletIcon /> },
]

export function PaymentStep({ draft, update, onBack, children }: { draft: Draft; update: (c: Partial<Draft>) => void; onBack: () => void; children: ReactNode }) {
  const words = useMessages(paymentMessages)
  const euros = amountEuros(draft)
  // The direct debit shows once the server says it is on (STRIPE_SEPA, or TEST MODE).
  const sepaOn = usePaymentsConfig().data?.methods.includes('sepa') === true
  const offered = methods.filter((m) => m.value !== 'sepa' || sepaOn).map((m) => ({ ...m, ...words.methods[m.value] }))
  return (
    <div className="mt-6">
      <fieldset>
        <legend className="text-sm font-bold text-slate-800">{words.methodLegend}</legend>
        <div className={`mt-2 grid gap-3 ${offered.length > 3 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {offered.map((m) => {
            const selected = draft.method === m.value
            return (
              <label
                key={m.value}
                className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-4 transition has-[:focus-visible]:focus-ring sm:flex-col sm:text-center ${
                  selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-400'
                }`}
              >
                <input type="radio" name="method" value={m.value} checked={selected} onChange={() => update({ method: m.value })} className="sr-only" />
                <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}>
                  {m.icon}
                </span>
                <span>
                  <span className="block font-extrabold text-slate-900">{m.label}</span>
                  <span className="block text-xs text-slate-600">{m.hint}</span>
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <div className="mt-6 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">
          {words.youGive} <strong className="text-slate-900">{formatEuros(euros, { cents: false })}{words.per[draft.rhythm]}</strong> {words.methods[draft.method].words}.
        </p>
        {draft.method === 'cheque' && (
          <p className="mt-1 text-sm text-slate-600">
            {words.chequeNext}
          </p>
        )}
        {draft.method === 'paypal' && <p className="mt-1 text-sm text-slate-600">{words.paypalNext}</p>}
        {draft.method === 'card' && <p className="mt-1 text-sm text-slate-600">{words.cardNext}</p>}
        {draft.method === 'sepa' && (
          <p className="mt-1 text-sm text-slate-600">
            {words.sepaNext}
          </p>
        )}
      </div>

      <CoverFeesField draft={draft} update={update} />

      {children}

      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-500">
        <LockIcon />
        {words.secured}
      </p>
      <button type="button" onClick={onBack} className="mx-auto mt-4 block text-sm font-bold text-brand-700 hover:text-brand-900">
        {words.backToDetails}
      </button>
    </div>
  )
}
