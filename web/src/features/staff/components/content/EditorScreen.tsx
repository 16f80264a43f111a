import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { Spinner } from '../../../../components/Spinner'
import { isNotFound } from '../../../../lib/apiFetch'
import { useLeaveWarning } from '../../hooks/useLeaveWarning'
import { Loadable } from '../ui/Loadable'
import { StaffPage } from '../ui/StaffPage'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { editPath, refreshLists, type ContentKind } from './kinds'
import { contentMessages } from './messages'

/** What an editor screen hands its form. */
export type EditorFormProps<T> = {
  /** The record as loaded; null for a new one. */
  record: T | null
  /** Whether the last change was saved (until the next edit). */
  saved: boolean
  onSaved: (record: T) => void
  /** Called on every edit: the "Saved" status goes. */
  onEdited: () => void
  /** Where the form keeps its unsaved draft (the kind and the record's id, or `new`). */
  draftKey: string
  /** The draft was discarded: the form starts again from the record. */
  onDiscarded: () => void
}

type EditorScreenProps<T> = {
  kind: ContentKind
  load: (id: string) => Promise<T>
  children: (props: EditorFormProps<T>) => ReactNode
}

/**
 * /staff/<kind>/:id: loads the record (`new` starts an empty form) and hands it
 * to the form, a fresh one per record. The record is read afresh on arrival (a
 * cached copy may be someone else's older version); once the form shows, it
 * owns the values, so no later read or failed read can take them away. A first
 * save moves to the new record's address, where the form shows "Saved".
 * Leaving with changes not saved asks first (useLeaveWarning); what was typed
 * is kept in the browser as a draft until saved (useContentForm).
 */
export function EditorScreen<T extends { id: string }>({ kind, load, children }: EditorScreenProps<T>) {
  const k = useStaffWords(contentMessages).kinds[kind.noun]
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const [savedId, setSavedId] = useState('')
  const [unsaved, setUnsaved] = useState(false)
  // A discarded draft starts a fresh form, rich text and pictures included;
  // the focus, on the button that went with the draft, moves to the heading.
  const [round, setRound] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (round > 0) heading.current?.focus()
  }, [round])
  useLeaveWarning(unsaved)
  const query = useQuery({
    queryKey: staffKeys.contentRecord(kind.staffKey, id),
    queryFn: () => load(id),
    enabled: !isNew,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  })

  function onSaved(record: T) {
    setUnsaved(false)
    queryClient.setQueryData(staffKeys.contentRecord(kind.staffKey, record.id), record)
    void refreshLists(queryClient, kind)
    setSavedId(record.id)
    if (isNew) void navigate(editPath(kind, record.id), { replace: true })
  }
  function onEdited() {
    setSavedId('')
    setUnsaved(true)
  }
  function onDiscarded() {
    setUnsaved(false)
    setRound(round + 1)
  }
  const form = (record: T | null) => (
    <Fragment key={`${id}:${round}`}>
      {children({ record, saved: savedId !== '' && savedId === record?.id, onSaved, onEdited, draftKey: `${kind.noun}:${id}`, onDiscarded })}
    </Fragment>
  )

  return (
    <StaffPage
      title={isNew ? k.new : k.edit}
      headingRef={heading}
      actions={
        <Link to={kind.listPath} className="text-sm font-semibold text-brand-700 underline">
          {k.all}
        </Link>
      }
    >
      {isNew ? (
        form(null)
      ) : query.data !== undefined && query.isFetchedAfterMount ? (
        form(query.data)
      ) : (
        <Loadable query={query} label={k.the}>
          {() => (
            <div className="flex justify-center py-16">
              <Spinner size={40} label={k.loading} />
            </div>
          )}
        </Loadable>
      )}
    </StaffPage>
  )
}
