import { Link } from 'react-router'
import { HeroArt } from './HeroArt'

export const values = ['Believe', 'Discipline', 'Challenge', 'Inspire', 'Achieve'] as const

/** The full-width hero: 75% of the viewport's height (small-viewport units where supported). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[75vh] items-center overflow-hidden text-white supports-[height:1svh]:min-h-[75svh]"
    >
      <HeroArt />
      <div className="mx-auto w-full max-w-6xl px-4 py-16">
        <p className="text-sm font-bold uppercase tracking-[0.25em] text-accent-400">Amara Diallo Foundation</p>
        <h1 id="hero-title" className="mt-4 max-w-2xl">
          <span className="flex flex-col gap-1">
            {values.map((word, i) => (
              <span
                key={word}
                className={`text-4xl font-black uppercase leading-none tracking-tight sm:text-6xl lg:text-7xl ${
                  i % 2 ? 'text-accent-400' : 'text-white'
                }`}
              >
                {word}{' '}
              </span>
            ))}
          </span>
        </h1>
        <p className="mt-6 max-w-md text-base leading-relaxed text-brand-50 sm:text-lg">
          A world champion's foundation giving young athletes in Africa the school, the coaching and the equipment their
          talent deserves.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/donation"
            className="rounded-full bg-accent-400 px-6 py-3 font-extrabold text-brand-900 shadow-lg transition hover:bg-accent-500"
          >
            Sponsor an athlete
          </Link>
          <Link
            to="/projects"
            className="rounded-full px-6 py-3 font-bold text-white ring-2 ring-white/70 transition hover:bg-white hover:text-brand-900"
          >
            Our projects
          </Link>
        </div>
      </div>
    </section>
  )
}
