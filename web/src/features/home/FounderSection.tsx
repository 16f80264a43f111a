import type { ReactNode } from 'react'
import { Reveal } from '../../components/Reveal'
import { useMessages } from '../../lib/i18n/useLocale'
import { homeMessages } from './messages'
import { CareerArt, CostArt, SchoolArt, TogetherArt } from './Illustrations'

const arts: ReactNode[] = [<CareerArt key="career" />, <SchoolArt key="school" />, <CostArt key="cost" />, <TogetherArt key="together" />]

/** A story's body: plain and emphasised text in turn (messages.ts). */
function StoryText({ parts }: { parts: string[] }) {
  return (
    <p>
      {parts.map((part, i) =>
        i % 2 ? (
          <strong key={i} className="text-slate-900">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </p>
  )
}

export function FounderSection() {
  const words = useMessages(homeMessages).founder
  return (
    <section aria-labelledby="founder-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <Reveal className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">Amara Diallo</p>
          <h2 id="founder-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {words.title}
          </h2>
        </Reveal>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Reveal>
            <div className="h-full rounded-3xl bg-white p-7 shadow-sm">
              <h3 className="text-xl font-extrabold text-brand-700">{words.visionTitle}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{words.vision}</p>
            </div>
          </Reveal>
          <Reveal>
            <div className="h-full rounded-3xl bg-white p-7 shadow-sm">
              <h3 className="text-xl font-extrabold text-brand-700">{words.bioTitle}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{words.bio}</p>
            </div>
          </Reveal>
        </div>
        <div className="mt-16 space-y-16">
          {words.stories.map((story, i) => (
            <Reveal key={story.title}>
              <div className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
                <div className={i % 2 ? 'md:order-2' : undefined}>{arts[i]}</div>
                <div>
                  <h3 className="text-2xl font-extrabold tracking-tight text-slate-900">{story.title}</h3>
                  <div className="mt-4 text-lg leading-relaxed text-slate-600">
                    {story.body.length > 0 ? (
                      <StoryText parts={story.body} />
                    ) : (
                      <>
                        <p>{words.aimsLead}</p>
                        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                          {words.aims.map((aim) => (
                            <li key={aim} className="rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-brand-100">
                              {aim}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </div>
                </div>
              </div>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  )
}
