import { useDocumentTitle } from '../../lib/useDocumentTitle'

export default function Page() {
  useDocumentTitle('Page not found')
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">NotFound</h1>
    </main>
  )
}
