import { useEffect, useRef, useState } from 'react'
import { controlProps, fieldAria, FormField } from '../../../components/FormField'
import type { Tribute, TributeKind } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { choice, chosen, notChosen } from '../choices'
import { tributeMessages } from './messages'
import { tributeProblems, type TributeField } from './rules'
import { tributeLimits } from '../../../lib/rules.gen'

type Props = {
  /** Unset until the donor types (the draft stays light on the first load). */
  tribute: Tribute | undefined
  /** With whether it now passes the server's rules (the step's Next reads it). */
  onChange: (tribute: Tribute, ok: boolean) => void
  /** Raised by each refused "Next": every problem shows, the first field takes the focus. */
  attempt: number
}

const emptyTribute: Tribute = { kind: 'memory', name: '', notifyEmail: '', message: '' }

const kinds: TributeKind[] = ['memory', 'honour']

/**
 * Whom the gift honours: the kind, the name, and optionally whom to tell (the foundation mails
 * them once the gift is paid, never its amount) and a message. Loaded only when the donor opens
 * the section (TributeSection). Checked as the server checks it: a field's problem shows once
 * the donor leaves it, or all of them at a refused "Next".
 */
export default function TributeFields({ tribute = emptyTribute, onChange, attempt }: Props) {
  const locale = useLocale()
  const words = tributeMessages[locale]
  const [left, setLeft] = useState<Set<TributeField>>(new Set())
  const problems = tributeProblems(tribute, locale)
  const shown = (f: TributeField) => (attempt > 0 || left.has(f) ? problems[f] : undefined)
  const leave = (f: TributeField) => setLeft((s) => new Set(s).add(f))
  const set = (change: Partial<Tribute>) => {
    const next = { ...tribute, ...change }
    onChange(next, Object.keys(tributeProblems(next, locale)).length === 0)
  }
  const fields = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (attempt > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  return (
    <div ref={fields} className="mt-4 space-y-4">
      <fieldset>
        <legend className="text-sm font-bold text-slate-800">{words.thisGiftIs}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {kinds.map((value) => ({ value, label: words.kinds[value] })).map((k) => (
            <label key={k.value} className={`${choice} py-2.5 ${tribute.kind === k.value ? chosen : notChosen}`}>
              <input
                type="radio"
                name="tribute-kind"
                value={k.value}
                checked={tribute.kind === k.value}
                onChange={() => set({ kind: k.value })}
                className="sr-only"
              />
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="tribute-name" label={words.name} error={shown('name')}>
        <input
          {...controlProps('tribute-name', shown('name'))}
          maxLength={tributeLimits.name}
          autoComplete="off"
          value={tribute.name}
          onChange={(e) => set({ name: e.target.value })}
          onBlur={() => leave('name')}
        />
      </FormField>
      <FormField id="tribute-email" label={words.notifyEmail} error={shown('notifyEmail')}>
        <input
          {...fieldAria('tribute-email', shown('notifyEmail'))}
          type="email"
          autoComplete="off"
          value={tribute.notifyEmail}
          onChange={(e) => set({ notifyEmail: e.target.value })}
          onBlur={() => leave('notifyEmail')}
          className={inputLook(shown('notifyEmail'))}
        />
        <span className="mt-1 block text-xs text-slate-500">{words.notifyHint}</span>
      </FormField>
      <FormField id="tribute-message" label={words.message} error={shown('message')}>
        <textarea
          {...fieldAria('tribute-message', shown('message'))}
          rows={3}
          maxLength={tributeLimits.message}
          value={tribute.message}
          onChange={(e) => set({ message: e.target.value })}
          onBlur={() => leave('message')}
          className={inputLook(shown('message'))}
        />
      </FormField>
    </div>
  )
}

const inputLook = (error: string | undefined) =>
  `mt-1.5 block w-full rounded-xl border bg-slate-50 px-4 py-3 text-slate-900 transition focus:bg-white ${error ? 'border-red-500' : 'border-slate-200'}`
