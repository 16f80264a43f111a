import { useState } from 'react'
import { Button } from './Button'
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
      <Button
        variant="outline"
        size="sm"
        onClick={copy}
        // Its name starts with the word it shows (WCAG label in name), then says what it copies.
        aria-label={`${copied ? words.copied : words.copy} ${what}`}
        className="min-h-11 min-w-11 shrink-0"
      >
        {copied ? words.copied : words.copy}
      </Button>
      <span role="status" className="sr-only">
        {copied ? words.done(what) : ''}
      </span>
    </>
  )
}
