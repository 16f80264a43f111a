import { FoundationSection } from '../../features/home/FoundationSection'
import { FounderSection } from '../../features/home/FounderSection'
import { Hero } from '../../features/home/Hero'
import { AppOnly } from '../../components/AppOnly'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'

export default function Home() {
  useDocumentTitle(usePageTitle('home'))
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
