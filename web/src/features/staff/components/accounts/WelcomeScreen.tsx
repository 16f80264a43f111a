import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'wouter'
import { Alert } from '../../../../components/Alert'
import { controlProps, FormField } from '../../../../components/FormField'
import { SubmitButton } from '../../../../components/SubmitButton'
import { useDocumentTitle } from '../../../../lib/useDocumentTitle'
import { choosePassword } from '../../api/choosePassword'
import { useStaffFailure } from '../../failure'
import { useStaffWords } from '../../language'
import { accountsMessages } from './messages'
import { ButtonLink } from '../../../../components/Button'

const minLength = 12

/**
 * /staff/welcome?token=…: the page an invitation links to. The invited
 * person chooses their password (PocketBase checks the token: one use, 24
 * hours), then signs in as every staff member does.
 */
export function WelcomeScreen() {
  // Before anyone is known: the default language (StaffLanguage's).
  const { welcome: words } = useStaffWords(accountsMessages)
  const failureOf = useStaffFailure()
  useDocumentTitle(words.title)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; password?: string; passwordConfirm?: string } | null>(null)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password.length < minLength) return setError({ message: words.correct, password: words.tooShort(minLength) })
    if (confirm !== password) return setError({ message: words.correct, passwordConfirm: words.differ })
    setBusy(true)
    setError(null)
    try {
      await choosePassword(token, password, confirm)
      setDone(true)
    } catch (failure) {
      const f = failureOf(failure, ['password', 'passwordConfirm'] as const)
      const expired = f.message.toLowerCase().includes('token') || f.message.includes('reset by an admin')
      setError({ ...f.fields, message: expired ? words.expired : f.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{words.foundation}</p>
        <h1 tabIndex={-1} className="mt-1 text-2xl font-black text-slate-900 focus:outline-none">
          {words.title}
        </h1>
        {!token ? (
          <div className="mt-4">
            <Alert>{words.noToken}</Alert>
          </div>
        ) : done ? (
          <div className="mt-4 space-y-4">
            <Alert tone="success" role="status" focusKey="done">
              {words.done}
            </Alert>
            <ButtonLink to="/staff" size="lg" width="full">
              {words.goSignIn}
            </ButtonLink>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="mt-6 space-y-4" noValidate>
            <p className="text-sm text-slate-700">{words.choose(minLength)}</p>
            <FormField id="welcome-password" label={words.password} error={error?.password}>
              <input {...controlProps('welcome-password', error?.password)} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <FormField id="welcome-confirm" label={words.confirm} error={error?.passwordConfirm}>
              <input {...controlProps('welcome-confirm', error?.passwordConfirm)} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </FormField>
            {error && <Alert>{error.message}</Alert>}
            <SubmitButton busy={busy} busyLabel={words.saving} size="lg" width="full">
              {words.submit}
            </SubmitButton>
          </form>
        )}
      </div>
    </main>
  )
}
