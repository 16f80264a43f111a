import { useMessages } from '../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'

// The spec's English heading is "NotFound"; the French site says "Page introuvable".
const headings = { en: 'NotFound', fr: 'Page introuvable' }

export default function Page() {
  const heading = useMessages(headings)
  useDocumentTitle(usePageTitle('not-found'))
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">{heading}</h1>
    </main>
  )
}
