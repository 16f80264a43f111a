import { Link } from 'wouter'
import { useLocale } from '../../lib/i18n/useLocale'
import { HeroArt } from './HeroArt'
import { homeMessages } from './messages'

/**
 * The full-width hero: exactly 75% of the viewport's height (small-viewport units
 * where supported), as the spec asks. Its type scales with the viewport's height
 * and width so the words always fit inside, from a 360 px phone to a 1920 px screen.
 */
export function Hero() {
  const locale = useLocale()
  const words = homeMessages[locale].hero
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[75vh] items-center overflow-hidden text-white supports-[height:1svh]:h-[75svh]"
    >
      <HeroArt />
      <div className="mx-auto w-full max-w-6xl px-4 py-[3svh]">
        <p className="text-[min(0.875rem,2svh)] font-bold uppercase tracking-[0.25em] text-accent-400">{words.name}</p>
        <h1 id="hero-title" className="mt-[2svh] max-w-2xl">
          <span className="flex flex-col gap-[0.5svh]">
            {words.values.map((word, i) => (
              <span
                key={word}
                className={`text-[min(6svh,10vw,4.5rem)] font-black uppercase leading-none tracking-tight ${
                  i % 2 ? 'text-accent-400' : 'text-white'
                }`}
              >
                {word}{' '}
              </span>
            ))}
          </span>
        </h1>
        <p className="mt-[3svh] max-w-md text-[clamp(0.75rem,2.3svh,1.125rem)] leading-snug text-brand-50">
          {words.lead}
        </p>
        <div className="mt-[3.5svh] flex flex-wrap gap-3">
          <Link
            to="/donation"
            className="rounded-full bg-accent-400 px-[min(1.5rem,4vw)] py-[min(0.75rem,1.5svh)] text-[min(1rem,4vw)] font-extrabold text-brand-900 shadow-lg transition hover:bg-accent-500"
          >
            {words.sponsor}
          </Link>
          <Link
            to="/projects"
            className="rounded-full px-[min(1.5rem,4vw)] py-[min(0.75rem,1.5svh)] text-[min(1rem,4vw)] font-bold text-white ring-2 ring-white/70 transition hover:bg-white hover:text-brand-900"
          >
            {words.projects}
          </Link>
        </div>
      </div>
    </section>
  )
}
