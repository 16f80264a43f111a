import { PageIntro } from '../../../components/PageIntro'
import { useMessages } from '../../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { useLinkParams } from '../hooks/useLinkParams'
import { NoticeScope, useSpaceNotice } from '../hooks/useSpaceNotice'
import { donorMessages } from '../messages'
import { donorSpaceMessages } from '../spaceMessages'
import type { Notice } from '../notice'
import { GiftList } from './GiftList'
import { LiveNotice } from './LiveNotice'
import { MyData } from './MyData'
import { MyDetails } from './MyDetails'
import { Button } from '../../../components/Button'

type DonorSpaceProps = { token: string; email: string; onSignOut: () => void; onErased: () => void }

/** The signed-in donor's space: who is signed in, their gifts, their details, their data. */
export function DonorSpace({ token, email, onSignOut, onErased }: DonorSpaceProps) {
  const words = { ...useMessages(donorMessages), ...useMessages(donorSpaceMessages) }
  const title = usePageTitle('donor')
  useDocumentTitle(title)
  const link = useLinkParams()
  const cardNotices: Record<'updated' | 'cancelled', Notice> = {
    updated: { tone: 'success', text: words.space.cardUpdated },
    cancelled: { tone: 'warning', text: words.space.cardCancelled },
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-14">
      <PageIntro eyebrow={words.eyebrow} title={title} />
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <p>
          {words.space.signedInAs} <strong className="break-all text-slate-900">{email}</strong>
        </p>
        <Button type="button" onClick={onSignOut} variant="link">
          {words.space.signOut}
        </Button>
      </div>
      <NoticeScope>
        <LinkNotice notice={link.card ? cardNotices[link.card] : null} />
        <section aria-labelledby="gifts-title" className="mt-10">
          <h2 id="gifts-title" className="text-xl font-extrabold text-slate-900">
            {words.space.myGifts}
          </h2>
          <GiftList token={token} highlight={link.gift} />
        </section>
        <MyDetails token={token} />
        <MyData onErased={onErased} />
      </NoticeScope>
    </main>
  )
}

/** What the card page's return said, until the donor's next action says something else. */
function LinkNotice({ notice }: { notice: Notice | null }) {
  const [shown] = useSpaceNotice(notice)
  return <LiveNotice notice={shown} className="mt-6" />
}
