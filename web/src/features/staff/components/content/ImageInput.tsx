import { imageTypes } from './fields'

type ImageInputProps = {
  id: string
  multiple?: boolean
  disabled?: boolean
  /** What may be chosen, under the input. */
  hint: string
  /** Why a file was refused, or the server's word on the field. */
  error?: string
  onFiles: (files: File[]) => void
}

/** A file input for images (labelled by the caller's <label htmlFor={id}>), with its hint and error. */
export function ImageInput({ id, multiple = false, disabled = false, hint, error, onFiles }: ImageInputProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={imageTypes.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // The same file may be chosen again after a removal.
          event.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  )
}
