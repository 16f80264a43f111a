import { Link, useParams } from 'wouter'
import { FetchError } from '../../../components/FetchError'
import { Spinner } from '../../../components/Spinner'
import { isNotFound } from '../../../lib/apiFetch'
import { useDocumentTitle, useMissingTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { useCampaign } from '../queries'
import { Progress } from './Progress'
import { Supporters } from './Supporters'
import { useMessages } from '../../../lib/i18n/useLocale'
import { campaignMessages } from '../messages'

/** A campaign's page: its picture, story and progress, and the Give button that opens the form with it chosen. */
export function CampaignScreen() {
  const { slug = '' } = useParams()
  const campaign = useCampaign(slug)
  const notFound = campaign.isError && isNotFound(campaign.error)
  const words = useMessages(campaignMessages)
  const missingTitle = useMissingTitle()
  const pageTitle = usePageTitle('campaign')
  useDocumentTitle(campaign.data?.title ?? (notFound ? missingTitle : pageTitle), { description: campaign.data?.summary })

  if (campaign.isPending) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center">
        <Spinner size={80} label={words.loading} />
      </main>
    )
  }
  if (campaign.isError) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        {notFound ? (
          <>
            <h1 className="text-2xl font-extrabold text-red-700">{missingTitle}</h1>
            <p className="mt-3 text-slate-600">{words.missing}</p>
          </>
        ) : (
          <FetchError onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />
        )}
      </main>
    )
  }
  const c = campaign.data
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <article className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{c.title}</h1>
          {c.summary && <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-slate-700">{c.summary}</p>}
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {c.picture && <img src={c.picture} alt="" width={800} height={600} className="mb-6 aspect-[4/3] w-full rounded-2xl object-cover" />}
          <Progress campaign={c} />
          {c.ended ? (
            <p className="mt-6 font-semibold text-slate-700">{words.ended}</p>
          ) : (
            <Link
              to={`/donation?campaign=${encodeURIComponent(c.slug)}`}
              className="mt-6 inline-flex rounded-full bg-accent-400 px-8 py-3 font-extrabold text-brand-900 hover:bg-accent-500"
            >
              {words.give}
            </Link>
          )}
        </div>
      </article>
      <Supporters campaign={c} />
    </main>
  )
}
