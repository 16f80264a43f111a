import { FoundationSection } from '../../features/home/FoundationSection'
import { FounderSection } from '../../features/home/FounderSection'
import { Hero } from '../../features/home/Hero'
import { useDocumentTitle } from '../../lib/useDocumentTitle'

export default function Home() {
  useDocumentTitle('Home')
  return (
    <main>
      <Hero />
      <FoundationSection />
      <FounderSection />
    </main>
  )
}
