import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'

// The spec's English heading is "About", the page's title; the French site says "À propos".
export default function Page() {
  const title = usePageTitle('about')
  useDocumentTitle(title)
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
    </main>
  )
}
