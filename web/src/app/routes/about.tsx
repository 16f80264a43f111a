import { useMessages } from '../../lib/i18n/useLocale'
import { useDocumentTitle } from '../../lib/useDocumentTitle'

// The spec's English heading is "About"; the French site says "À propos".
const words = { en: { title: 'About', heading: 'About' }, fr: { title: 'À propos', heading: 'À propos' } }

export default function Page() {
  const { title, heading } = useMessages(words)
  useDocumentTitle(title)
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">{heading}</h1>
    </main>
  )
}
