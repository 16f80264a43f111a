import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '../../../components/Alert'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { requestCode, signInWithCode, signInWithPassword } from '../api/signIn'
import { useStaffFailure } from '../failure'
import { useStaffWords } from '../language'
import { accessMessages } from './accessMessages'
import { codeLength } from '../../../lib/signedInRules.gen'

type Step = { kind: 'password' } | { kind: 'code'; mfaId: string; otpId: string }

/**
 * Password, then the code mailed to the staff member (PocketBase MFA): a stolen
 * password alone opens nothing. Shown in place of the screen whose session
 * `ended`, it says so and takes the focus; the screen comes back once signed in.
 */
export function SignInScreen({ ended = false }: { ended?: boolean }) {
  // Before anyone is known: the default language (StaffLanguage's).
  const { signIn: words } = useStaffWords(accessMessages)
  const failureOf = useStaffFailure()
  useDocumentTitle(words.title)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (ended) heading.current?.focus()
  }, [ended])
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  // Back from the code step ("Start again"): the email field takes the focus, as the code field does when its step opens.
  const [restarted, setRestarted] = useState(false)
  // Once the code is on its way, its notice is what matters.
  const saysEnded = ended && step.kind === 'password'

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await action()
    } catch (failure) {
      setError(wording(failureOf(failure).message, step.kind, words))
    } finally {
      setBusy(false)
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      const result = await signInWithPassword(email.trim(), password)
      if (!result.signedIn) {
        setStep({ kind: 'code', mfaId: result.mfaId, otpId: result.otpId })
        setNotice(words.codeSent(email.trim()))
      }
    })
  }

  function submitCode(event: FormEvent) {
    event.preventDefault()
    if (step.kind !== 'code') return
    void run(() => signInWithCode(step.otpId, code, step.mfaId))
  }

  function sendAgain() {
    if (step.kind !== 'code') return
    void run(async () => {
      const otpId = await requestCode(email.trim())
      setStep({ ...step, otpId })
      setNotice(words.newCode(email.trim()))
    })
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{words.foundation}</p>
        <h1 ref={heading} tabIndex={-1} aria-describedby={saysEnded ? 'session-ended' : undefined} className="mt-1 text-2xl font-black text-slate-900 focus:outline-none">
          {words.title}
        </h1>
        {saysEnded && (
          <div id="session-ended" className="mt-4">
            <Alert tone="warning" role="status">
              {words.ended}
            </Alert>
          </div>
        )}
        {step.kind === 'password' ? (
          <form onSubmit={submitPassword} className="mt-6 space-y-4" noValidate>
            <FormField id="staff-email" label={words.email}>
              <input {...controlProps('staff-email', undefined)} autoFocus={restarted} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField id="staff-password" label={words.password}>
              <input {...controlProps('staff-password', undefined)} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            {error && <Alert>{error}</Alert>}
            <SubmitButton busy={busy} busyLabel={words.signingIn} size="lg" width="full">
              {words.continue}
            </SubmitButton>
          </form>
        ) : (
          <form onSubmit={submitCode} className="mt-6 space-y-4" noValidate>
            {notice && (
              <Alert tone="warning" role="status">
                {notice} {words.enterIt}
              </Alert>
            )}
            <FormField id="staff-code" label={words.code}>
              <input
                {...controlProps('staff-code', undefined)}
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={codeLength.staff}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            {error && <Alert>{error}</Alert>}
            <SubmitButton busy={busy} busyLabel={words.checking} size="lg" width="full">
              {words.signIn}
            </SubmitButton>
            <div className="flex justify-between text-sm">
              <button type="button" onClick={sendAgain} disabled={busy} className="font-semibold text-brand-700 underline">
                {words.sendAgain}
              </button>
              <button type="button" onClick={() => {
                  setStep({ kind: 'password' })
                  setRestarted(true)
                }} className="font-semibold text-slate-600 underline">
                {words.startAgain}
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  )
}

function wording(message: string, step: Step['kind'], words: { wrongPassword: string; wrongCode: string }): string {
  if (message === 'Failed to authenticate.') return step === 'password' ? words.wrongPassword : words.wrongCode
  return message
}
