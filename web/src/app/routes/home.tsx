import { FoundationSection } from '../../features/home/FoundationSection'
import { FounderSection } from '../../features/home/FounderSection'
import { Hero } from '../../features/home/Hero'
import { AppOnly } from '../../components/AppOnly'
import { useMessages } from '../../lib/i18n/useLocale'
import { useDocumentTitle } from '../../lib/useDocumentTitle'
import { homeMessages } from '../../features/home/messages'

export default function Home() {
  useDocumentTitle(useMessages(homeMessages).title)
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
