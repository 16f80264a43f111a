import { useState } from 'react'

/**
 * Copies `text` to the clipboard; the button then reads "Copied" and the status
 * says what was copied. Where the clipboard is refused, the text shown beside
 * the button stays selectable.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={copy}
        // Its name starts with the word it shows (WCAG label in name), then says what it copies.
        aria-label={`${copied ? 'Copied' : 'Copy'} ${what}`}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-slate-300 transition hover:bg-brand-50"
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {copied ? `${what} copied` : ''}
      </span>
    </>
  )
}
