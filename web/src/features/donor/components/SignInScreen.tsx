import { useState } from 'react'
import { PageIntro } from '../../../components/PageIntro'
import { useMessages } from '../../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { useDraft } from '../../../lib/useDraft'
import { CodeStep } from './CodeStep'
import { EmailStep } from './EmailStep'
import { donorMessages } from '../messages'

/** Where the sign-in stands (the email typed, the otpId of the code mailed), kept in this tab until signed in: a reload loses nothing. */
const blank = { email: '', otpId: '' }

/** The donor's sign-in: an email, then the code we mail to it (no password). */
export function SignInScreen() {
  const words = useMessages(donorMessages)
  const title = usePageTitle('donor')
  useDocumentTitle(title)
  const { draft, update, forget } = useDraft('donor-sign-in', blank)
  // Back from the code step ("Use another email"): the email field takes the focus.
  const [back, setBack] = useState(false)
  return (
    <main className="mx-auto max-w-xl px-4 py-14">
      <PageIntro eyebrow={words.eyebrow} title={title}>
        {words.signIn.lead}
      </PageIntro>
      <div className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 className="text-xl font-extrabold text-slate-900">{words.signIn.heading}</h2>
        <p className="mt-1 text-sm text-slate-600">{words.signIn.noPassword}</p>
        {draft.otpId ? (
          <CodeStep
            email={draft.email}
            otpId={draft.otpId}
            onNewCode={(otpId) => update({ otpId })}
            onAnotherEmail={() => {
              update({ otpId: '' })
              setBack(true)
            }}
            onSignedIn={forget}
          />
        ) : (
          <EmailStep takeFocus={back} email={draft.email} onEmail={(email) => update({ email })} onSent={(otpId) => update({ otpId })} />
        )}
      </div>
    </main>
  )
}
