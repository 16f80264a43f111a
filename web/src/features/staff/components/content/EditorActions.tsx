import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { useLocation } from 'wouter'
import { Alert } from '../../../../components/Alert'
import { SubmitButton } from '../../../../components/SubmitButton'
import { useInlineForm } from '../../../../lib/useInlineForm'
import { useStaffFailure } from '../../failure'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { refreshLists, type ContentKind } from './kinds'
import { contentMessages } from './messages'
import { Button, buttonClass } from '../../../../components/Button'

type EditorActionsProps = {
  kind: ContentKind
  /** The record's id; undefined while it is new (nothing to view or delete yet). */
  id: string | undefined
  /** How the record is named in the deletion notice. */
  name: string
  saving: boolean
  saved: boolean
  /** The failed save's sentence. */
  failure: string
  remove: (id: string) => Promise<void>
  /** The save button's words ("Save draft", "Publish"); "Save" ("Enregistrer") by default. */
  saveLabel?: string
  /** The staff preview's address, for a record visitors may not see yet. */
  preview?: string
  /** Whether visitors see the record now: "View on site" is offered only then. */
  live?: boolean
  /** Another way to save, beside the save button ("Publish now" beside "Schedule"). */
  alternative?: ReactNode
}

/** The bottom of an editor form: Save with its outcome, Preview, "View on site", and Delete with a confirm step. */
export function EditorActions({ kind, id, name, saving, saved, failure, remove, saveLabel, preview, live = true, alternative }: EditorActionsProps) {
  const words = useStaffWords(contentMessages)
  const w = words.actions
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SubmitButton busy={saving} busyLabel={words.kinds[kind.noun].saving}>
          {saveLabel ?? w.save}
        </SubmitButton>
        {alternative}
        <p role="status" className="text-sm font-bold text-emerald-700">
          {saved ? w.saved : ''}
        </p>
        <span className="ml-auto flex flex-wrap gap-3">
          {preview && <NewTabLink href={preview} newTab={w.newTab}>{w.preview}</NewTabLink>}
          {id && live && <NewTabLink href={kind.sitePath(id)} newTab={w.newTab}>{w.viewOnSite}</NewTabLink>}
        </span>
      </div>
      {id && <DeleteRecord kind={kind} id={id} name={name} remove={remove} />}
    </div>
  )
}

function NewTabLink({ href, newTab, children }: { href: string; newTab: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      {children}
      <span className="sr-only">{newTab}</span>
      <span aria-hidden="true">&nbsp;↗</span>
    </a>
  )
}

type DeleteProps = { kind: ContentKind; id: string; name: string; remove: (id: string) => Promise<void> }

/** Delete, then a question in place; its Cancel or Escape give the focus back to Delete. */
function DeleteRecord(props: DeleteProps) {
  const k = useStaffWords(contentMessages).kinds[props.kind.noun]
  const [confirming, setConfirming] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (!confirming) {
    return (
      <Button ref={button} type="button" onClick={() => setConfirming(true)} variant="dangerOutline" size="sm">
        {k.delete}
      </Button>
    )
  }
  return <DeleteQuestion {...props} opener={button} onCancel={() => setConfirming(false)} />
}

function DeleteQuestion({ kind, id, name, remove, opener, onCancel }: DeleteProps & { opener: RefObject<HTMLButtonElement | null>; onCancel: () => void }) {
  const words = useStaffWords(contentMessages)
  const k = words.kinds[kind.noun]
  const { panel, cancel } = useInlineForm<HTMLDivElement>({ onCancel, opener })
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const failureOf = useStaffFailure()
  const deletion = useMutation({
    mutationFn: () => remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: staffKeys.contentRecord(kind.staffKey, id) })
      void refreshLists(queryClient, kind)
      void navigate(kind.listPath, { state: { notice: k.deleted(name) } })
    },
  })
  return (
    <div {...panel} role="group" aria-label={k.deleteThis} className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
      <p className="text-sm font-semibold text-red-900">
        {words.actions.confirmDelete(name)}
      </p>
      {deletion.isError && <Alert className="mt-3">{failureOf(deletion.error).message}</Alert>}
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton
          type="button"
          busy={deletion.isPending}
          busyLabel={k.deleting}
          onClick={() => deletion.mutate()}
          variant="danger"
        >
          {words.actions.yesDelete}
        </SubmitButton>
        {/* Focus lands on the safe choice. */}
        <Button type="button" autoFocus onClick={cancel} disabled={deletion.isPending} variant="secondary" size="sm">
          {words.actions.cancel}
        </Button>
      </div>
    </div>
  )
}
