import { Button } from '../../../../components/Button'
import { euros } from '../../format'
import { useStaffWords } from '../../language'
import { giftMessages } from './messages'
import { ActionField, ActionSelect } from '../ui/ActionForm'
import { emptyExpense, expenseCents, type ExpenseDraft, type Problems } from './giftChecks'
import { giftInKindLimits } from '../../../../lib/signedInRules.gen'

const means = ['cost', 'car', 'two_wheeler'] as const

/** The waived expenses, one fieldset each, added and removed by buttons; each line's cost as the server will count it. */
export function ExpenseLines({ lines, onChange, problems }: { lines: ExpenseDraft[]; onChange: (lines: ExpenseDraft[]) => void; problems: Problems }) {
  const set = (i: number, change: Partial<ExpenseDraft>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...change } : l)))
  const total = lines.reduce((sum, l) => sum + (expenseCents(l) ?? 0), 0)
  const w = useStaffWords(giftMessages)
  return (
    <div className="space-y-3">
      {lines.map((l, i) => {
        const id = (field: string) => `expense-${i}-${field}`
        const error = (field: string) => problems[`expenses.${i}.${field}`]
        const cents = expenseCents(l)
        return (
          <fieldset key={i} className="space-y-3 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-bold text-slate-800">{w.expense(i + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <ActionField id={id('date')} label={w.date} type="date" value={l.date} onChange={(e) => set(i, { date: e.target.value })} error={error('date')} />
              <ActionField id={id('nature')} label={w.paidFor} maxLength={giftInKindLimits.expenseText} value={l.nature} onChange={(e) => set(i, { nature: e.target.value })} error={error('nature')} />
              <ActionField id={id('justification')} label={w.document} hint={w.documentHint} maxLength={giftInKindLimits.expenseText} value={l.justification}
                onChange={(e) => set(i, { justification: e.target.value })} error={error('justification')} />
            </div>
            <ActionSelect id={id('means')} label={w.cost} options={means.map((value) => ({ value, label: w.means[value] }))} value={l.means} onChange={(e) => set(i, { means: e.target.value as ExpenseDraft['means'] })} />
            {l.means === 'cost' ? (
              <ActionField id={id('amount')} label={w.amount} inputMode="decimal" value={l.amount} onChange={(e) => set(i, { amount: e.target.value })} error={error('amountCents')} />
            ) : (
              <div className="grid gap-3 sm:grid-cols-3">
                <ActionField id={id('horsepower')} label={w.horsepower} inputMode="numeric" value={l.horsepower} onChange={(e) => set(i, { horsepower: e.target.value })} error={error('horsepower')} />
                <ActionField id={id('kilometres')} label={w.kilometres} inputMode="numeric" value={l.kilometres} onChange={(e) => set(i, { kilometres: e.target.value })} error={error('kilometres')} />
                <ActionField id={id('rate')} label={w.rate} hint={w.rateHint} inputMode="decimal"
                  value={l.rate} onChange={(e) => set(i, { rate: e.target.value })} error={error('rateMillis')} />
              </div>
            )}
            <div className="flex items-center justify-between text-sm">
              <span className="tabular-nums text-slate-700">{cents === null ? '—' : euros(cents)}</span>
              <button type="button" onClick={() => onChange(lines.filter((_, j) => j !== i))} className="font-semibold text-red-700 underline">
                {w.remove(i + 1)}
              </button>
            </div>
          </fieldset>
        )
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" size="sm" disabled={lines.length >= giftInKindLimits.expenses} onClick={() => onChange([...lines, emptyExpense()])}>
          {w.addExpense}
        </Button>
        <p className="text-sm" aria-live="polite">
          {w.totalWaived} <strong className="tabular-nums">{euros(total)}</strong>
        </p>
      </div>
    </div>
  )
}
