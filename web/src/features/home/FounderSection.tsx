import type { ReactNode } from 'react'
import { Reveal } from '../../components/Reveal'
import { CareerArt, CostArt, SchoolArt, TogetherArt } from './Illustrations'

export const aims = ['Sponsor an athlete', 'Provide school equipment', 'Engage in community service', 'Volunteer']

type Row = { title: string; art: ReactNode; body: ReactNode }

const rows: Row[] = [
  {
    title: 'Seven events, two titles',
    art: <CareerArt />,
    body: (
      <p>
        I ran, jumped and threw for my country for fifteen years. In 1999 I won the world heptathlon title, and in 2003
        the long jump title. Medals fade; what stays is the discipline that got me there, and the people who believed
        in me before anyone knew my name.
      </p>
    ),
  },
  {
    title: 'The idea of the foundation',
    art: <SchoolArt />,
    body: (
      <p>
        Many of the athletes I trained with as a girl stopped at sixteen — not for lack of talent, but because school
        fees, shoes and transport cost more than their families could give. I created the foundation so that a young
        athlete never has to choose between books and the track.
      </p>
    ),
  },
  {
    title: 'Sponsoring costs less than you think',
    art: <CostArt />,
    body: (
      <p>
        Sponsoring an athlete costs <strong className="text-slate-900">less than 100 euros a year</strong> for school
        in Africa, and <strong className="text-slate-900">less than 200 euros a year</strong> for university. That pays
        fees, books and the kit to keep training.
      </p>
    ),
  },
  {
    title: 'How you can help',
    art: <TogetherArt />,
    body: (
      <>
        <p>Our aims, and four ways to join them:</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {aims.map((aim) => (
            <li key={aim} className="rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-brand-100">
              {aim}
            </li>
          ))}
        </ul>
      </>
    ),
  },
]

export function FounderSection() {
  return (
    <section aria-labelledby="founder-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <Reveal className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">Amara Diallo</p>
          <h2 id="founder-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            The founder's word
          </h2>
        </Reveal>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Reveal>
            <div className="h-full rounded-3xl bg-white p-7 shadow-sm">
              <h3 className="text-xl font-extrabold text-brand-700">The Vision</h3>
              <p className="mt-3 leading-relaxed text-slate-600">
                “Talent is everywhere; opportunity is not. I want every young athlete with the will to train to find a
                school, a coach and a team behind them.”
              </p>
            </div>
          </Reveal>
          <Reveal>
            <div className="h-full rounded-3xl bg-white p-7 shadow-sm">
              <h3 className="text-xl font-extrabold text-brand-700">Bio</h3>
              <p className="mt-3 leading-relaxed text-slate-600">
                Retired heptathlete, world heptathlon champion in 1999 and long jump title holder in 2003, Amara Diallo
                now spends her energy on the next generation of athletes.
              </p>
            </div>
          </Reveal>
        </div>
        <div className="mt-16 space-y-16">
          {rows.map((row, i) => (
            <Reveal key={row.title}>
              <div className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
                <div className={i % 2 ? 'md:order-2' : undefined}>{row.art}</div>
                <div>
                  <h3 className="text-2xl font-extrabold tracking-tight text-slate-900">{row.title}</h3>
                  <div className="mt-4 text-lg leading-relaxed text-slate-600">{row.body}</div>
                </div>
              </div>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  )
}
