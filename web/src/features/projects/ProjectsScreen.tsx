import { PageIntro } from '../../components/PageIntro'
import { useDocumentTitle } from '../../lib/useDocumentTitle'
import { projects } from './projects'

export function ProjectsScreen() {
  useDocumentTitle('Projects')
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-14">
        <PageIntro eyebrow="What we do" title="Our projects">
          Four areas, one goal: give young athletes everything they need to grow, on the track and off it.
        </PageIntro>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {projects.map((project, i) => (
            <li key={project.title}>
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
                  {project.icon}
                </span>
                <h2 className="mt-6 text-2xl font-extrabold text-slate-900">{project.title}</h2>
                <p className="mt-3 leading-relaxed text-slate-600">{project.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
