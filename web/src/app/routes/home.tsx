import { useDocumentTitle } from '../../lib/useDocumentTitle'

// Placeholder until its feature lands.
export default function Page() {
  useDocumentTitle('Home')
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Home</h1>
    </main>
  )
}
