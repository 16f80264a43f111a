import { FoundationSection } from '../../features/home/FoundationSection'
import { FounderSection } from '../../features/home/FounderSection'
import { Hero } from '../../features/home/Hero'
import { AppOnly } from '../../components/AppOnly'
import { useDocumentTitle } from '../../lib/useDocumentTitle'

export default function Home() {
  useDocumentTitle('Home')
  return (
    <main>
      <Hero />
      <AppOnly>
        <FoundationSection />
        <FounderSection />
      </AppOnly>
    </main>
  )
}
