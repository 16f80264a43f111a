import { useState } from 'react'
import { useLocale } from '../lib/i18n/useLocale'

const copyWords = {
  en: { copy: 'Copy', copied: 'Copied', done: (what: string) => `${what} copied` },
  fr: { copy: 'Copier', copied: 'Copié', done: (what: string) => `Copié : ${what}` },
}

/**
 * Copies `text` to the clipboard; the button then reads "Copied" and the status
 * says what was copied. Where the clipboard is refused, the text shown beside
 * the button stays selectable. In the page's language; `what` comes in it too.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const words = copyWords[useLocale()]
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
        aria-label={`${copied ? words.copied : words.copy} ${what}`}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-slate-300 transition hover:bg-brand-50"
      >
        {copied ? words.copied : words.copy}
      </button>
      <span role="status" className="sr-only">
        {copied ? words.done(what) : ''}
      </span>
    </>
  )
}
