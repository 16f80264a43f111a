import { useState, type FormEvent } from 'react'
import { controlProps, FormField } from '../../../../components/FormField'
import { fileURL } from '../../../../lib/records'
import { deleteArticle } from '../../api/deleteArticle'
import { getArticle } from '../../api/getArticle'
import { saveArticle } from '../../api/saveArticle'
import type { ArticleStatus } from '../../../../lib/contract.gen'
import type { BlogsRecord } from '../../../../lib/records.gen'
import type { StaffArticle } from '../../api/getArticle'
import { uploadArticlePicture } from '../../api/uploadArticlePicture'
import { useStaffWords } from '../../language'
import { Panel } from '../ui/StaffPage'
import { DraftNotice } from './DraftNotice'
import { EditorActions } from './EditorActions'
import { EditorScreen, type EditorFormProps } from './EditorScreen'
import { parisInput, storedParis } from './fields'
import { imageChange, ImageField, keepImage, type ImageChoice } from './ImageField'
import { articleKind, previewPath } from './kinds'
import { contentMessages } from './messages'
import { articleState, PublishingField } from './PublishingField'
import { RichTextEditor } from './RichTextEditor'
import { useContentForm } from './useContentForm'
import { articleLimits } from '../../../../lib/signedInRules.gen'
import { Button } from '../../../../components/Button'

/** /staff/articles/:id (`new` creates): an article's text, body and images, and whether and when it is public. */
export function ArticleEditor() {
  return (
    <EditorScreen kind={articleKind} load={getArticle}>
      {(props) => <ArticleForm {...props} />}
    </EditorScreen>
  )
}

const fields = ['title', 'category', 'duration', 'authorName', 'status', 'createdAt', 'description', 'image', 'authorPhoto'] as const satisfies readonly (keyof BlogsRecord)[]
type Field = (typeof fields)[number]

type Draft = { title: string; category: string; duration: string; authorName: string; status: ArticleStatus; date: string; description: string }

/** A new article starts as a draft: nothing is public before someone says so. */
const draftOf = (record: StaffArticle | null): Draft => ({
  title: record?.title ?? '',
  category: record?.category ?? '',
  duration: record?.duration ?? '',
  authorName: record?.authorName ?? '',
  status: record?.status ?? 'draft',
  date: parisInput(record?.createdAt ?? ''),
  description: record?.description ?? '',
})

/** The save button says what saving does (its words in messages.ts). */
function saveAction(record: StaffArticle | null, draft: Draft): 'saveDraft' | 'schedule' | 'save' | 'publish' {
  if (draft.status === 'draft') return 'saveDraft'
  if (articleState('published', storedParis(draft.date, record?.createdAt ?? '')) === 'scheduled') return 'schedule'
  return record?.status === 'published' ? 'save' : 'publish'
}

function ArticleForm(props: EditorFormProps<StaffArticle>) {
  const w = useStaffWords(contentMessages).article
  const { record, draft, restoredAt, discard, edit, failure, saving, submit } = useContentForm({ ...props, draftOf, fields, idPrefix: 'article' })
  const [image, setImage] = useState<ImageChoice>(keepImage)
  const [authorPhoto, setAuthorPhoto] = useState<ImageChoice>(keepImage)

  function choose(set: (choice: ImageChoice) => void) {
    return (choice: ImageChoice) => {
      set(choice)
      props.onEdited()
    }
  }
  /** Saves the form; `now` publishes it at once (no date: the server dates it now), whatever its schedule said. */
  function onSubmit(event: FormEvent, now = false) {
    submit(event, draft.title.trim() ? {} : { title: w.needsTitle }, {
      send: (current) =>
        saveArticle(current?.id, {
          title: draft.title.trim(),
          category: draft.category.trim(),
          duration: draft.duration.trim(),
          authorName: draft.authorName.trim(),
          status: now ? 'published' : draft.status,
          createdAt: now ? '' : storedParis(draft.date, current?.createdAt ?? ''),
          description: draft.description,
          image: imageChange(image),
          authorPhoto: imageChange(authorPhoto),
        }),
      sent: () => {
        setImage(keepImage)
        setAuthorPhoto(keepImage)
      },
      // The form shows the date the server gave (now), not the schedule it replaced.
      reread: now,
    })
  }

  const error = failure.fields
  const text = (field: Field, required = false) => ({ ...controlProps(`article-${field}`, error[field]), required })
  const current = (file: string) => (record && file ? fileURL(record, file, '400x300') : '')
  return (
    <form onSubmit={onSubmit} noValidate aria-label={record ? w.editOf(record.title) : w.newArticle}>
      {restoredAt !== null && <DraftNotice at={restoredAt} onDiscard={discard} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Panel className="space-y-5">
          <FormField id="article-title" label={w.title} error={error.title}>
            <input {...text('title', true)} maxLength={articleLimits.title} value={draft.title} onChange={(e) => edit({ title: e.target.value })} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="article-category" label={w.category} error={error.category}>
              <input {...text('category')} maxLength={articleLimits.category} value={draft.category} onChange={(e) => edit({ category: e.target.value })} />
            </FormField>
            <FormField id="article-duration" label={w.duration} error={error.duration}>
              <input
                {...text('duration')}
                maxLength={articleLimits.duration}
                placeholder={w.durationExample}
                value={draft.duration}
                onChange={(e) => edit({ duration: e.target.value })}
              />
            </FormField>
            <FormField id="article-authorName" label={w.authorName} error={error.authorName}>
              <input {...text('authorName')} maxLength={articleLimits.authorName} value={draft.authorName} onChange={(e) => edit({ authorName: e.target.value })} />
            </FormField>
          </div>
          <RichTextEditor
            id="article-description"
            label={w.body}
            initial={draft.description}
            onChange={(description) => edit({ description })}
            error={error.description}
            onPicture={record ? (file) => uploadArticlePicture(record.id, file) : undefined}
            noPictureYet={w.noPictureYet}
          />
        </Panel>
        <Panel className="space-y-6 self-start">
          <PublishingField saved={record} status={draft.status} date={draft.date} onChange={edit} errors={error} />
          <ImageField id="article-image" words={w.cover} current={current(record?.image ?? '')} choice={image} onChange={choose(setImage)} error={error.image} />
          <ImageField
            id="article-authorPhoto"
            words={w.authorPhoto}
            current={current(record?.authorPhoto ?? '')}
            choice={authorPhoto}
            onChange={choose(setAuthorPhoto)}
            error={error.authorPhoto}
          />
        </Panel>
      </div>
      <EditorActions
        kind={articleKind}
        id={record?.id}
        name={record?.title ?? ''}
        saving={saving}
        saved={props.saved}
        failure={failure.message}
        remove={deleteArticle}
        saveLabel={w[saveAction(record, draft)]}
        preview={record ? previewPath(record.id) : undefined}
        live={record ? articleState(record.status, record.createdAt) === 'published' : false}
        alternative={
          saveAction(record, draft) === 'schedule' && (
            <Button type="button" onClick={(event) => onSubmit(event, true)} aria-disabled={saving || undefined} variant="secondary" size="sm">
              {w.publishNow}
            </Button>
          )
        }
      />
    </form>
  )
}
