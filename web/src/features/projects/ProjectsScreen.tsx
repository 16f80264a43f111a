import { PageIntro } from '../../components/PageIntro'
import { useLocale, type Messages } from '../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { projects } from './projects'

const screenMessages: Messages<{ eyebrow: string; heading: string; lead: string }> = {
  en: {
    eyebrow: 'What we do',
    heading: 'Our projects',
    lead: 'Four areas, one goal: give young athletes everything they need to grow, on the track and off it.',
  },
  fr: {
    eyebrow: 'Ce que nous faisons',
    heading: 'Nos projets',
    lead: 'Quatre domaines, un seul but : donner aux jeunes athlètes tout ce qu’il leur faut pour grandir, sur la piste et en dehors.',
  },
}

export function ProjectsScreen() {
  const locale = useLocale()
  const words = screenMessages[locale]
  useDocumentTitle(usePageTitle('projects'))
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-14">
        <PageIntro eyebrow={words.eyebrow} title={words.heading}>
          {words.lead}
        </PageIntro>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {projects.map(({ words: project, icon }, i) => (
            <li key={project.en.title}>
              <article className="relative h-full overflow-hidden rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="absolute -right-6 -top-6 h-28 w-28 rounded-full bg-accent-400/15"
                />
                <span
                  className={`flex h-14 w-14 items-center justify-center rounded-2xl ${
                    i % 2 ? 'bg-accent-400 text-brand-900' : 'bg-brand-700 text-white'
                  }`}
                >
                  {icon}
                </span>
                <h2 className="mt-6 text-2xl font-extrabold text-slate-900">{project[locale].title}</h2>
                <p className="mt-3 leading-relaxed text-slate-600">{project[locale].description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
