import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../lib/i18n/useLocale'
import { formatEuros } from '../../lib/money'
import { GiftChoicesFields } from './GiftChoicesFields'
import { receiptsConfigQuery } from './queries'
import { choice, chosen, notChosen } from './choices'
import { costLine } from './taxReduction'
import { donationMessages } from './messages'
import { amountEuros, customAmountHidden, digitsOnly, overMaximum, presets, type Draft, type Rhythm } from './model'
import { giftAmount } from '../../lib/rules.gen'
import { Button } from '../../components/Button'

const rhythms: Rhythm[] = ['once', 'weekly', 'monthly']

export function AmountStep({ draft, update, onNext }: { draft: Draft; update: (c: Partial<Draft>) => void; onNext: () => void }) {
  const locale = useLocale()
  const words = donationMessages[locale]
  const hidden = customAmountHidden(draft)
  const customActive = draft.custom !== '' && !hidden
  const euros = amountEuros(draft)
  // Refused as the server refuses it, not lowered: the donor sees the figure they typed and why it cannot go.
  const tooMuch = overMaximum(euros)
  // When receipts are off, or the config cannot be read, no cost line: the form works the same.
  const receipts = useQuery(receiptsConfigQuery).data
  const cost = receipts?.enabled ? costLine(euros, receipts, draft.rhythm, locale) : ''
  return (
    <div className="mt-6 space-y-7">
      <fieldset>
        <legend className="text-sm font-bold text-slate-800">{words.howOften}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
          {rhythms.map((value) => ({ value, ...words.rhythms[value] })).map((r) => (
            <label key={r.value} className={`${choice} flex-col py-3 ${draft.rhythm === r.value ? chosen : notChosen}`}>
              <input
                type="radio"
                name="rhythm"
                value={r.value}
                checked={draft.rhythm === r.value}
                onChange={() => update({ rhythm: r.value })}
                className="sr-only"
              />
              <span>{r.label}</span>
              <span className={`text-xs font-medium ${draft.rhythm === r.value ? 'text-brand-100' : 'text-slate-500'}`}>{r.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-bold text-slate-800">{words.amount}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:gap-3">
          {presets.map((p) => {
            const selected = !customActive && draft.preset === p
            return (
              <label key={p} className={`${choice} h-14 whitespace-nowrap text-lg ${selected ? chosen : notChosen}`}>
                <input
                  type="radio"
                  name="preset"
                  value={p}
                  checked={selected}
                  onChange={() => update({ preset: p, custom: '' })}
                  className="sr-only"
                />
                {formatEuros(p, { cents: false })}
              </label>
            )
          })}
        </div>
        {!hidden && (
          <div className="mt-4">
            <label htmlFor="custom-amount" className="block text-sm font-bold text-slate-800">
              {words.otherAmount}
            </label>
            <div className="relative mt-1.5">
              <input
                id="custom-amount"
                name="custom-amount"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={words.yourAmount}
                value={draft.custom}
                onChange={(e) => update({ custom: digitsOnly(e.target.value) })}
                // Enter in the one text field of the step does what a form's Enter does: the step's button.
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return
                  e.preventDefault()
                  if (euros > 0 && !tooMuch) onNext()
                }}
                aria-describedby="custom-amount-hint"
                aria-invalid={tooMuch || undefined}
                className={`block w-full rounded-xl border bg-slate-50 py-3 pl-4 pr-10 text-lg font-semibold text-slate-900 transition focus:bg-white ${
                  tooMuch ? 'border-red-500' : customActive ? 'border-brand-600' : 'border-slate-300'
                }`}
              />
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center font-bold text-slate-500">
                €
              </span>
            </div>
            <p id="custom-amount-hint" className={`mt-1.5 text-xs ${tooMuch ? 'font-semibold text-red-700' : 'text-slate-500'}`} role={tooMuch ? 'alert' : undefined}>
              {tooMuch ? words.overMaximum(formatEuros(giftAmount.max / 100, { cents: false })) : words.wholeEuros}
            </p>
          </div>
        )}
        {/* Always in the page, so a screen reader hears each new figure as the amount changes. */}
        <div aria-live="polite" className="mt-4 empty:hidden" data-testid="tax-cost">
          {cost && (
            <div className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
              <p className="font-bold">{cost}</p>
              <p className="mt-0.5 text-xs">{words.taxLimit}</p>
            </div>
          )}
        </div>
      </fieldset>

      <GiftChoicesFields draft={draft} update={update} />

      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-center text-sm text-slate-600 sm:text-left" aria-live="polite">
          {words.yourGift} <strong className="text-lg text-slate-900">{euros > 0 ? formatEuros(euros, { cents: false }) : '—'}</strong>
          {words.per[draft.rhythm]}
        </p>
        <Button
          type="button"
          onClick={onNext}
          disabled={!(euros > 0) || tooMuch}
          size="xl" className="shadow disabled:cursor-not-allowed"
        >
          {words.nextDetails}
        </Button>
      </div>
    </div>
  )
}
