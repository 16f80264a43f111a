import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import type { Gift } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { changeWall } from '../api/changeWall'
import { fieldFailure } from '../failure'
import { useGiftChange } from '../hooks/useGiftChange'
import { donorSpaceMessages } from '../spaceMessages'
import type { OnNotice } from '../notice'
import { maxWallName } from '../../../lib/rules.gen'

/** A campaign gift's place on its campaign's wall: the donor shows or hides their name, chooses it, and whether the amount shows. */
export function GiftWall({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].wall
  const [wall, setWall] = useState(gift.wall)
  const change = useGiftChange(changeWall, {
    onNotice,
    field: 'wallName',
    fallback: words.fallback,
    done: (changed) => (changed.wall.showName ? words.shown : words.hidden),
  })
  const id = `wall-${gift.id}`
  const error = change.error ? fieldFailure(change.error, 'wallName', locale) : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!change.isPending) change.mutate({ id: gift.id, wall })
  }
  return (
    <form onSubmit={submit} noValidate aria-label={words.form} className="mt-4 space-y-2 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <p className="font-bold text-slate-900">
        {words.onWall} <Link href={`/campaigns/${encodeURIComponent(gift.campaign)}`} className="text-brand-700 underline">{gift.campaign}</Link>
      </p>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={wall.showName} onChange={(e) => setWall({ ...wall, showName: e.target.checked })} />
        {words.showName}
      </label>
      {wall.showName && (
        <>
          <FormField id={id} label={words.name} error={error}>
            <input {...controlProps(id, error)} value={wall.wallName} maxLength={maxWallName} autoComplete="off" onChange={(e) => setWall({ ...wall, wallName: e.target.value })} />
          </FormField>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={wall.showAmount} onChange={(e) => setWall({ ...wall, showAmount: e.target.checked })} />
            {words.showAmount}
          </label>
        </>
      )}
      <SubmitButton busy={change.isPending} busyLabel={words.busy} variant="secondary" width="phone">
        {words.save}
      </SubmitButton>
    </form>
  )
}
