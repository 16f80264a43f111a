import { useSearchParams } from 'wouter'
import { AppOnly } from '../../components/AppOnly'
import { useMessages } from '../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { LockIcon, PaymentLogos } from './art'
import { DonationForm } from './DonationForm'
import { donationMessages } from './messages'

const reasonIcons = [
  'M12 21s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 8.3a4.3 4.3 0 0 1 7.5 2.5C19.5 16.4 12 21 12 21Z',
  'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 20a5.5 5.5 0 0 1 11 0m-2.5 0a5.5 5.5 0 0 1 10.5-2',
  'M12 3 4.5 6v5.5c0 4.7 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.8 7.5-9.5V6L12 3Zm-3.5 9 2.5 2.5 4.5-5',
]

export function DonationScreen() {
  const words = useMessages(donationMessages)
  useDocumentTitle(usePageTitle('donation'))
  const [params] = useSearchParams()
  return (
    <main className="bg-gradient-to-b from-brand-50 via-white to-white pb-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 sm:pt-14 lg:grid-cols-[5fr_6fr] lg:gap-14">
        <header className="lg:pt-6">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {words.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">
            {words.lead}
          </p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {words.points.map((t) => (
              <li key={t} className="flex items-center gap-3">
                <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-accent-400 text-xs font-black text-brand-900">
                  ✓
                </span>
                {t}
              </li>
            ))}
          </ul>
          <div className="mt-8 hidden lg:block">
            <PaymentLogos />
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
              <LockIcon /> {words.secureCard}
            </p>
          </div>
        </header>
        <AppOnly>
          <div>
            <DonationForm cancelled={params.has('cancelled')} campaign={params.get('campaign') ?? ''} />
            <PaymentLogos className="mt-5 justify-center lg:hidden" />
          </div>
        </AppOnly>
      </div>

      <AppOnly>
        <section aria-labelledby="why-title" className="mx-auto mt-20 max-w-6xl px-4">
          <h2 id="why-title" className="text-center text-2xl font-extrabold text-slate-900 sm:text-4xl">
            {words.whyTitle}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {words.reasons.map((r, i) => (
              <article key={r.title} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <span className={`flex h-12 w-12 items-center justify-center rounded-2xl ${i === 1 ? 'bg-accent-400 text-brand-900' : 'bg-brand-700 text-white'}`}>
                  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                    <path d={reasonIcons[i]} />
                  </svg>
                </span>
                <h3 className="mt-5 text-xl font-extrabold text-slate-900">{r.title}</h3>
                {r.items.length > 0 && <ul className="mt-4 space-y-2.5 text-slate-600">
                  {r.items.map((item) => (
                    <li key={item} className="flex gap-2.5">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
                      {item}
                    </li>
                  ))}
                </ul>}
                {i === 2 && (
                  <p className="mt-6 flex items-center gap-4 rounded-2xl bg-brand-900 p-4 text-white">
                    <span className="text-4xl font-black text-accent-400">95%</span>{' '}
                    <span className="text-sm font-semibold leading-snug">{words.fundsShare}</span>
                  </p>
                )}
              </article>
            ))}
          </div>
        </section>
      </AppOnly>
    </main>
  )
}
