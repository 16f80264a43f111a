import type { ReactNode } from 'react'
import { Reveal } from '../../components/Reveal'
import { useMessages } from '../../lib/i18n/useLocale'
import { homeMessages } from './messages'

type Block = { title: string; icon: ReactNode; body: ReactNode }

const iconClass = 'h-7 w-7'
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

function blocksIn(words: (typeof homeMessages)['en']['foundation']): Block[] {
  return [
    {
      title: words.actionsTitle,
      icon: (
        <svg viewBox="0 0 24 24" className={iconClass} aria-hidden="true" {...stroke}>
          <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10Z" />
        </svg>
      ),
      body: (
        <ul className="space-y-2">
          {words.actions.map((action) => (
            <li key={action} className="flex gap-2">
              <svg viewBox="0 0 20 20" className="mt-1 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" {...stroke}>
                <path d="m4 10 4 4 8-8" />
              </svg>
              {action}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: words.aimTitle,
      icon: (
        <svg viewBox="0 0 24 24" className={iconClass} aria-hidden="true" {...stroke}>
          <circle cx="12" cy="12" r="9" />
          <circle cx="12" cy="12" r="5" />
          <circle cx="12" cy="12" r="1" />
        </svg>
      ),
      body: (
        <p>{words.aim}</p>
      ),
    },
    {
      title: words.motivationTitle,
      icon: (
        <svg viewBox="0 0 24 24" className={iconClass} aria-hidden="true" {...stroke}>
          <path d="M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 2 1.3 3 2.5 3C11 9 11 6 12 3Z" />
        </svg>
      ),
      body: (
        <p>{words.motivation}</p>
      ),
    },
    ]
}

export function FoundationSection() {
  const words = useMessages(homeMessages).foundation
  const blocks = blocksIn(words)
  return (
    <section aria-labelledby="foundation-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <Reveal className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.kicker}</p>
          <h2 id="foundation-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {words.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{words.lead}</p>
        </Reveal>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {blocks.map((block) => (
            <Reveal key={block.title}>
              <article className="h-full rounded-3xl bg-brand-50 p-7 ring-1 ring-brand-100">
                <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
                  {block.icon}
                </span>
                <h3 className="mt-5 text-xl font-extrabold text-slate-900">{block.title}</h3>
                <div className="mt-3 leading-relaxed text-slate-600">{block.body}</div>
              </article>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  )
}
