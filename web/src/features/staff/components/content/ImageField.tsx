import { useState } from 'react'
import type { ImageChange } from '../../api/saveArticle'
import { useStaffLanguage, useStaffWords } from '../../language'
import { imageProblem } from './fields'
import { FilePreview } from './FilePreview'
import { ImageInput } from './ImageInput'
import { contentMessages, type ImageWords } from './messages'

/** What staff did to a single-image field: chose a new file, removed the current image, or neither. */
export type ImageChoice = { file: File | null; removed: boolean }

export const keepImage: ImageChoice = { file: null, removed: false }

/** The choice as the save call takes it. */
export const imageChange = (choice: ImageChoice): ImageChange => choice.file ?? (choice.removed ? null : undefined)

type ImageFieldProps = {
  id: string
  /** Its label, and the image named in its sentences (messages.ts). */
  words: ImageWords
  /** The current image's URL; '' when there is none. */
  current: string
  choice: ImageChoice
  onChange: (choice: ImageChoice) => void
  /** The server's word on this field. */
  error?: string
}

const preview = 'aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200'

/** One image: what it is now or will be after saving, a file input to replace it, and a remove button. */
export function ImageField({ id, words, current, choice, onChange, error }: ImageFieldProps) {
  const [problem, setProblem] = useState('')
  const language = useStaffLanguage()
  const hint = useStaffWords(contentMessages).image.hint

  function choose([file]: File[]) {
    if (!file) return
    const refused = imageProblem(file, language)
    setProblem(refused ?? '')
    if (!refused) onChange({ file, removed: false })
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {words.label}
      </label>
      <div className="mt-1.5">
        {choice.file ? (
          <FilePreview file={choice.file} alt={words.newOne} className={preview} />
        ) : current && !choice.removed ? (
          <img src={current} alt={words.current} className={preview} />
        ) : (
          <p className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500 border border-dashed border-slate-300">
            {current ? words.willGo : words.none}
          </p>
        )}
      </div>
      <ImageInput id={id} hint={hint} error={problem || error} onFiles={choose} />
      <div className="mt-2 flex gap-3 text-sm font-semibold">
        {(choice.file || (current && !choice.removed)) && (
          <button type="button" onClick={() => onChange({ file: null, removed: true })} className="text-red-700 underline">
            {words.remove}
          </button>
        )}
        {(choice.file || choice.removed) && current && (
          <button type="button" onClick={() => onChange(keepImage)} className="text-slate-600 underline">
            {words.keep}
          </button>
        )}
      </div>
    </div>
  )
}
