import { useMutation } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react'
import type { FormFailure } from '../../../../lib/apiErrors'
import { checkWords } from '../../../../lib/formChecks'
import type { DraftValues } from '../../../../lib/useDraft'
import { useStaffFailure } from '../../failure'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { useStaffLanguage } from '../../language'
import type { EditorFormProps } from './EditorScreen'

type ContentFormOptions<T, Draft, Field extends string> = EditorFormProps<T> & {
  /** The form's values for a record (null: a new one). */
  draftOf: (record: T | null) => Draft
  /** The fields the form shows; the server's words on others go above the button. */
  fields: readonly Field[]
  /** The controls' ids are `${idPrefix}-${field}`: the first refused field gets the focus. */
  idPrefix: string
}

/**
 * What saving sends, built from the form's state at submit time, and what to clear once it is saved;
 * `reread`: the save changes values the form shows (Publish now: the date), so they become the saved record's.
 */
export type Submission<T> = { send: (record: T | null) => Promise<T>; sent?: () => void; reread?: boolean }

const noFailure = { message: '', fields: {} }

/**
 * The state an article or product form shares: the record as last saved, the
 * values typed (kept whatever the outcome, so a failed save loses nothing, and
 * kept in the browser as a draft until saved, so a reload, a closed tab or a
 * session that ended loses nothing either: the form opens with the draft,
 * `restoredAt` says from when, `discard` goes back to the record), the failure
 * to show, and a submit that runs the browser's checks before the save.
 * Pictures chosen are files: they are not part of the draft.
 */
export function useContentForm<T extends { id: string }, Draft extends DraftValues, Field extends string>({
  record: loaded,
  onSaved,
  onEdited,
  draftKey,
  onDiscarded,
  draftOf,
  fields,
  idPrefix,
}: ContentFormOptions<T, Draft, Field>) {
  const language = useStaffLanguage()
  const [record, setRecord] = useState(loaded)
  const kept = useStaffDraft(draftKey, draftOf(loaded), 'device')
  const [failure, setFailure] = useState<FormFailure<Field>>(noFailure)
  const failureOf = useStaffFailure()
  const save = useMutation({
    mutationFn: ({ send }: Submission<T>) => send(record),
    onSuccess: (saved, { sent, reread }) => {
      setRecord(saved)
      setFailure(noFailure)
      kept.forget(reread ? draftOf(saved) : undefined)
      sent?.()
      onSaved(saved)
    },
    onError: (error) => setFailure(failureOf(error, fields)),
  })
  // A restored draft is a change not saved yet: leaving asks first.
  const restored = useEffectEvent(onEdited)
  useEffect(() => {
    if (kept.restoredAt !== null) restored()
  }, [kept.restoredAt])

  function edit(changes: Partial<Draft>) {
    kept.update(changes)
    onEdited()
  }

  function discard() {
    kept.reset()
    onDiscarded()
  }

  /** Saves unless `problems` names fields (the browser's comfort checks; the server decides). */
  function submit(event: FormEvent, problems: Partial<Record<Field, string>>, submission: Submission<T>) {
    event.preventDefault()
    if (save.isPending) return
    const first = fields.find((field) => problems[field])
    if (first) {
      setFailure({ message: checkWords[language].fieldsRefused, fields: problems })
      document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    save.mutate(submission)
  }

  return { record, draft: kept.draft, restoredAt: kept.restoredAt, discard, edit, failure, saving: save.isPending, submit }
}
