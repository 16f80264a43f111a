import { useEffect, useRef } from 'react'
import { useMessages, type Messages } from '../lib/i18n/useLocale'

const summaryMessages: Messages<{ heading: string; titlePrefix: string; colon: string }> = {
  en: { heading: 'There is a problem', titlePrefix: 'Error: ', colon: ': ' },
  fr: { heading: 'Il y a un problème', titlePrefix: 'Erreur : ', colon: ' : ' },
}

export type SummaryError = { id: string; label: string; message: string }

/**
 * The errors of a refused form, at its top: a heading, then each error as a
 * link to its field. It takes the focus when it appears (and when a new
 * submit is refused: `attempt` changes), and while it shows the tab title
 * starts with "Error: " ("Erreur : " on the French site), so a screen-reader user hears at once what went wrong
 * (the focus announces it: no live region, which would announce it twice).
 */
export function ErrorSummary({ errors, attempt, heading }: { errors: SummaryError[]; attempt: unknown; heading?: string }) {
  const words = useMessages(summaryMessages)
  const prefix = words.titlePrefix
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // After the form's own focus moves (a step heading) in this same render.
    const timer = window.setTimeout(() => box.current?.focus())
    return () => window.clearTimeout(timer)
  }, [attempt])
  useEffect(() => {
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
    }
  }, [prefix])
  if (errors.length === 0) return null
  return (
    <div ref={box} tabIndex={-1} role="group" aria-labelledby="error-summary-title" className="mb-6 rounded-xl border-2 border-red-600 bg-red-50 p-4">
      <h2 id="error-summary-title" className="font-extrabold text-red-800">
        {heading ?? words.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(error.id)?.focus()
              }}
              className="inline-block min-h-6 font-semibold text-red-800 underline"
            >
              {error.label}
              {words.colon}
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
