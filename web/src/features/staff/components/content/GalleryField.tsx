import { useEffect, useRef, useState } from 'react'
import { imageRules } from '../../../../lib/signedInRules.gen'
import { useStaffLanguage, useStaffWords } from '../../language'
import { imageProblem } from './fields'
import { FilePreview } from './FilePreview'
import { ImageInput } from './ImageInput'
import { contentMessages } from './messages'

/** A picture chosen but not uploaded yet. */
export type NewPicture = { key: number; file: File }

/** What staff did to the gallery: the current pictures' new order, the ones to delete, new ones to add (after the kept ones). */
export type GalleryChoice = {
  /** The current pictures' file names in the order chosen; null while they keep theirs. */
  order: string[] | null
  removed: string[]
  added: NewPicture[]
}

export const keepGallery: GalleryChoice = { order: null, removed: [], added: [] }

/** The current pictures kept, in the order chosen. */
function keptNames(current: string[], choice: GalleryChoice): string[] {
  return (choice.order ?? current).filter((name) => !choice.removed.includes(name))
}

/**
 * The gallery to save: the kept pictures' names in their order, then the new
 * files (PocketBase keeps named files in the order given and appends uploads);
 * undefined when nothing changed, so a save of other fields leaves the pictures alone.
 */
export function galleryToSave(current: string[], choice: GalleryChoice): (string | File)[] | undefined {
  if (choice.order === null && choice.removed.length === 0 && choice.added.length === 0) return undefined
  return [...keptNames(current, choice), ...choice.added.map((picture) => picture.file)]
}

/** list with its item at index moved one place earlier (-1) or later (1). */
function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return list
  const copy = [...list]
  ;[copy[index], copy[target]] = [copy[target] as T, copy[index] as T]
  return copy
}

const { maxPictures } = imageRules

type GalleryFieldProps = {
  id: string
  /** The current pictures: file names and their URLs, the main one first. */
  current: { name: string; url: string }[]
  choice: GalleryChoice
  onChange: (choice: GalleryChoice) => void
  error?: string
}

const tile = 'aspect-square w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200'

/** The product's pictures as they will be after saving (the first is the main picture), with a way to add and remove. */
export function GalleryField({ id, current, choice, onChange, error }: GalleryFieldProps) {
  const w = useStaffWords(contentMessages).gallery
  const language = useStaffLanguage()
  const [problem, setProblem] = useState('')
  const nextKey = useRef(1)
  // The move button just used: it gets the focus back once its picture is in its new place.
  // Once: a later change (a picture added or removed) must not pull the focus back to it.
  const movedButton = useRef('')
  useEffect(() => {
    if (!movedButton.current) return
    document.getElementById(movedButton.current)?.focus()
    movedButton.current = ''
  }, [choice])
  const urls = new Map(current.map((picture) => [picture.name, picture.url]))
  const kept = keptNames(
    current.map((picture) => picture.name),
    choice,
  )
  const count = kept.length + choice.added.length

  function add(files: File[]) {
    const problems: string[] = []
    const accepted: NewPicture[] = []
    for (const file of files) {
      const refused = imageProblem(file, language)
      if (refused) problems.push(refused)
      else if (count + accepted.length >= maxPictures) problems.push(w.tooMany(file.name, maxPictures))
      else accepted.push({ key: nextKey.current++, file })
    }
    setProblem(problems.join(' '))
    if (accepted.length > 0) onChange({ ...choice, added: [...choice.added, ...accepted] })
  }

  // Current pictures move among themselves and new ones among themselves: the
  // upload puts new pictures after the kept ones (once saved, they move freely).
  const items = [
    ...kept.map((name, index) => ({
      key: `current-${name}`,
      image: <img src={urls.get(name)} alt="" className={tile} />,
      remove: () => onChange({ ...choice, removed: [...choice.removed, name] }),
      move: (by: -1 | 1) => onChange({ ...choice, order: [...moved(kept, index, by), ...choice.removed] }),
      canMove: { earlier: index > 0, later: index < kept.length - 1 },
      isNew: false,
    })),
    ...choice.added.map((picture, index) => ({
      key: `new-${picture.key}`,
      image: <FilePreview file={picture.file} alt="" className={tile} />,
      remove: () => onChange({ ...choice, added: choice.added.filter((other) => other.key !== picture.key) }),
      move: (by: -1 | 1) => onChange({ ...choice, added: moved(choice.added, index, by) }),
      canMove: { earlier: index > 0, later: index < choice.added.length - 1 },
      isNew: true,
    })),
  ]

  return (
    <div>
      <h3 id={`${id}-label`} className="text-sm font-bold text-slate-800">
        {w.pictures} <span className="font-normal text-slate-500">{w.countOf(count, maxPictures)}</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-1.5 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">{w.none}</p>
      ) : (
        <ol aria-labelledby={`${id}-label`} className="mt-1.5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.key} className="relative">
              {item.image}
              <p className="mt-1 text-xs font-semibold text-slate-700">
                {index === 0 ? (
                  <span className="whitespace-nowrap rounded-full bg-brand-700 px-2 py-0.5 font-bold text-white">{w.main}</span>
                ) : (
                  w.picture(index + 1)
                )}
                {item.isNew && <span className="ml-1 text-amber-700">{w.isNew}</span>}
              </p>
              <div className="mt-1.5 flex items-center gap-1">
                {(['earlier', 'later'] as const).map((direction) => {
                  const buttonId = `${id}-${item.key}-${direction}`
                  const possible = item.canMove[direction]
                  return (
                    <button
                      key={direction}
                      id={buttonId}
                      type="button"
                      // aria-disabled, not disabled: the button keeps the focus when its picture reaches the end.
                      aria-disabled={!possible}
                      aria-label={w.move(index + 1, direction)}
                      onClick={() => {
                        if (!possible) return
                        item.move(direction === 'earlier' ? -1 : 1)
                        movedButton.current = buttonId
                      }}
                      className="h-7 w-8 rounded-lg border border-slate-300 text-sm font-bold text-slate-700 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                    >
                      <span aria-hidden="true">{direction === 'earlier' ? '←' : '→'}</span>
                    </button>
                  )
                })}
                <button type="button" onClick={item.remove} aria-label={w.removeOf(index + 1)} className="ml-auto min-h-6 px-1 text-xs font-semibold text-red-700 underline">
                  {w.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {choice.removed.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {w.willGo(choice.removed.length)}{' '}
          <button type="button" onClick={() => onChange({ ...choice, removed: [] })} className="font-semibold text-brand-700 underline">
            {w.keep(choice.removed.length)}
          </button>
        </p>
      )}
      <label htmlFor={id} className="mt-4 block text-sm font-bold text-slate-800">
        {w.add}
      </label>
      <ImageInput
        id={id}
        multiple
        disabled={count >= maxPictures}
        hint={w.hint}
        error={problem || error}
        onFiles={add}
      />
    </div>
  )
}
