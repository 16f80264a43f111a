import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import { useLocale } from '../../../lib/i18n/useLocale'
import { useInlineForm } from '../../../lib/useInlineForm'
import { costLine, receiptsConfigQuery } from '../../donation'
import { changeAmount } from '../api/changeAmount'
import type { Gift } from '../../../lib/contract.gen'
import { amountDigits, readAmount } from '../amount'
import { fieldFailure } from '../failure'
import { useGiftChange } from '../hooks/useGiftChange'
import type { OnNotice } from '../notice'
import { donorSpaceMessages } from '../spaceMessages'
import { euros } from '../words'
import { Button } from '../../../components/Button'

type ChangeAmountFormProps = { gift: Gift; onNotice: OnNotice; onClose: () => void; opener: RefObject<HTMLButtonElement | null> }

/**
 * A card recurring gift's new amount, in whole euros, from its next payment on.
 * Its field takes the focus; Cancel or Escape give it back to "Change the amount",
 * a saved amount to its notice.
 */
export function ChangeAmountForm({ gift, onNotice, onClose, opener }: ChangeAmountFormProps) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].actions.amount
  const [text, setText] = useState('')
  const [typedError, setTypedError] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const { panel, cancel } = useInlineForm<HTMLFormElement>({ onCancel: onClose, opener })
  const change = useGiftChange(changeAmount, {
    onNotice,
    field: 'amount',
    fallback: words.fallback,
    done: (changed) => words.done(euros(changed.amount), changed.rhythm),
  })
  const receipts = useQuery(receiptsConfigQuery).data
  const cost = receipts?.enabled && text !== '' ? costLine(Number(text), receipts, gift.rhythm, locale) : ''
  const id = `amount-${gift.id}`
  const error = typedError || (change.error ? fieldFailure(change.error, 'amount', locale) : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (change.isPending) return
    const read = readAmount(text, gift.amount, locale)
    if ('error' in read) {
      setTypedError(read.error)
      input.current?.focus()
      return
    }
    setTypedError('')
    change.mutate({ id: gift.id, amount: read.cents }, { onSuccess: onClose })
  }

  return (
    <form {...panel} onSubmit={submit} noValidate aria-label={words.form} className="mt-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <FormField id={id} label={words.label} error={error}>
        <input
          {...controlProps(id, error)}
          ref={input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(amountDigits(e.target.value))
            setTypedError('')
            change.reset()
          }}
          aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
        />
      </FormField>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {words.hint}
      </p>
      <p aria-live="polite" className="mt-2 text-sm font-semibold text-emerald-800 empty:hidden">
        {cost}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={change.isPending} busyLabel={words.busy} width="phone">
          {words.save}
        </SubmitButton>
        <Button type="button" onClick={cancel} disabled={change.isPending} variant="secondary" width="phone">
          {words.cancel}
        </Button>
      </div>
    </form>
  )
}
