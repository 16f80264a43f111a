import { useDocumentTitle } from '../../lib/useDocumentTitle'

// Placeholder until its feature lands.
export default function Page() {
  useDocumentTitle('Cart')
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Cart</h1>
    </main>
  )
}
