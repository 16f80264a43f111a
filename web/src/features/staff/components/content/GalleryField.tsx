import { useRef, useState } from 'react'
import { imageProblem } from './fields'
import { FilePreview } from './FilePreview'
import { ImageInput } from './ImageInput'

/** A picture chosen but not uploaded yet. */
export type NewPicture = { key: number; file: File }

/** What staff did to the gallery: current pictures to delete, new ones to add (after the kept ones). */
export type GalleryChoice = { removed: string[]; added: NewPicture[] }

export const keepGallery: GalleryChoice = { removed: [], added: [] }

export const maxPictures = 10

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
  const [problem, setProblem] = useState('')
  const nextKey = useRef(1)
  const kept = current.filter((picture) => !choice.removed.includes(picture.name))
  const count = kept.length + choice.added.length

  function add(files: File[]) {
    const problems: string[] = []
    const accepted: NewPicture[] = []
    for (const file of files) {
      const refused = imageProblem(file)
      if (refused) problems.push(refused)
      else if (count + accepted.length >= maxPictures) problems.push(`${file.name} was not added: a product has ${maxPictures} pictures at most.`)
      else accepted.push({ key: nextKey.current++, file })
    }
    setProblem(problems.join(' '))
    if (accepted.length > 0) onChange({ ...choice, added: [...choice.added, ...accepted] })
  }

  const items = [
    ...kept.map((picture) => ({
      key: `current-${picture.name}`,
      image: <img src={picture.url} alt="" className={tile} />,
      remove: () => onChange({ ...choice, removed: [...choice.removed, picture.name] }),
      isNew: false,
    })),
    ...choice.added.map((picture) => ({
      key: `new-${picture.key}`,
      image: <FilePreview file={picture.file} alt="" className={tile} />,
      remove: () => onChange({ ...choice, added: choice.added.filter((other) => other.key !== picture.key) }),
      isNew: true,
    })),
  ]

  return (
    <div>
      <h3 id={`${id}-label`} className="text-sm font-bold text-slate-800">
        Pictures <span className="font-normal text-slate-500">({count} of {maxPictures})</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-1.5 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">No pictures yet.</p>
      ) : (
        <ol aria-labelledby={`${id}-label`} className="mt-1.5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.key} className="relative">
              {item.image}
              <div className="mt-1 flex flex-wrap items-center justify-between gap-1 text-xs">
                <span className="font-semibold text-slate-700">
                  {index === 0 ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 font-bold text-white">Main picture</span>
                  ) : (
                    `Picture ${index + 1}`
                  )}
                  {item.isNew && <span className="ml-1 text-amber-700">(new)</span>}
                </span>
                <button type="button" onClick={item.remove} aria-label={`Remove picture ${index + 1}`} className="font-semibold text-red-700 underline">
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {choice.removed.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {choice.removed.length === 1 ? '1 picture' : `${choice.removed.length} pictures`} will be deleted when you save.{' '}
          <button type="button" onClick={() => onChange({ ...choice, removed: [] })} className="font-semibold text-brand-700 underline">
            Keep {choice.removed.length === 1 ? 'it' : 'them'}
          </button>
        </p>
      )}
      <label htmlFor={id} className="mt-4 block text-sm font-bold text-slate-800">
        Add pictures
      </label>
      <ImageInput
        id={id}
        multiple
        disabled={count >= maxPictures}
        hint="PNG, JPEG, WebP, SVG or GIF, 5 MB at most each. New pictures go after the current ones; the first picture is the main one."
        error={problem || error}
        onFiles={add}
      />
    </div>
  )
}
