import { useDocumentTitle } from '../../lib/useDocumentTitle'

// Placeholder until its feature lands.
export default function Page() {
  useDocumentTitle('Cheque donation')
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Cheque donation</h1>
    </main>
  )
}
