import { useState } from 'react'
import type { ImageChange } from '../../api/saveArticle'
import { imageProblem } from './fields'
import { FilePreview } from './FilePreview'
import { ImageInput } from './ImageInput'

/** What staff did to a single-image field: chose a new file, removed the current image, or neither. */
export type ImageChoice = { file: File | null; removed: boolean }

export const keepImage: ImageChoice = { file: null, removed: false }

/** The choice as the save call takes it. */
export const imageChange = (choice: ImageChoice): ImageChange => choice.file ?? (choice.removed ? null : undefined)

type ImageFieldProps = {
  id: string
  label: string
  /** The current image's URL; '' when there is none. */
  current: string
  choice: ImageChoice
  onChange: (choice: ImageChoice) => void
  /** The server's word on this field. */
  error?: string
}

const preview = 'aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200'

/** One image: what it is now or will be after saving, a file input to replace it, and a remove button. */
export function ImageField({ id, label, current, choice, onChange, error }: ImageFieldProps) {
  const [problem, setProblem] = useState('')
  const noun = label.toLowerCase()

  function choose([file]: File[]) {
    if (!file) return
    const refused = imageProblem(file)
    setProblem(refused ?? '')
    if (!refused) onChange({ file, removed: false })
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">
        {choice.file ? (
          <FilePreview file={choice.file} alt={`New ${noun} (not saved yet)`} className={preview} />
        ) : current && !choice.removed ? (
          <img src={current} alt={`Current ${noun}`} className={preview} />
        ) : (
          <p className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500 border border-dashed border-slate-300">
            {current ? `The ${noun} will be removed when you save.` : `No ${noun}.`}
          </p>
        )}
      </div>
      <ImageInput id={id} hint="PNG, JPEG, WebP, SVG or GIF, 5 MB at most." error={problem || error} onFiles={choose} />
      <div className="mt-2 flex gap-3 text-sm font-semibold">
        {(choice.file || (current && !choice.removed)) && (
          <button type="button" onClick={() => onChange({ file: null, removed: true })} className="text-red-700 underline">
            Remove {noun}
          </button>
        )}
        {(choice.file || choice.removed) && current && (
          <button type="button" onClick={() => onChange(keepImage)} className="text-slate-600 underline">
            Keep the current {noun}
          </button>
        )}
      </div>
    </div>
  )
}
