import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '../../../components/Alert'
import { ErrorSummary } from '../../../components/ErrorSummary'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import type { FormFailure } from '../../../lib/apiErrors'
import { requestCode } from '../api/requestCode'
import { signInWithCode } from '../api/signInWithCode'
import { failureStatus, failureText, fieldFailure } from '../failure'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { linkButton, primaryButton } from './styles'

const wrongCode = 'This code is wrong or has expired. Check the last mail we sent, or ask for a new code.'
const incomplete = 'Enter the 6 digits of the code from the email.'

type CodeStepProps = {
  email: string
  otpId: string
  onNewCode: (otpId: string) => void
  onAnotherEmail: () => void
  onSignedIn: () => void
}

/** The second step: the 6-digit code from the mail; or a new code, or another email. */
export function CodeStep({ email, otpId, onNewCode, onAnotherEmail, onSignedIn }: CodeStepProps) {
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState<FormFailure<'code'> | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  const signIn = useMutation({
    mutationFn: (typed: string) => signInWithCode(otpId, typed),
    onMutate: () => setFailure(null),
    onSuccess: onSignedIn,
    // A code typed wrong too often is dead: the server says so on its field.
    onError: (error) =>
      setFailure(
        failureStatus(error) === 400
          ? { message: '', fields: { code: fieldFailure(error, 'password') ?? wrongCode } }
          : { message: failureText(error, 'You are not signed in.'), fields: {} },
      ),
  })
  const resend = useMutation({
    mutationFn: () => requestCode(email),
    onMutate: () => {
      setFailure(null)
      setNotice(null)
    },
    onSuccess: (newOtpId) => {
      onNewCode(newOtpId)
      setCode('')
      setNotice({ tone: 'success', text: `A new code is on its way to ${email}. Use the newest one.` })
      input.current?.focus()
    },
    onError: (error) => setNotice({ tone: 'error', text: failureText(error, 'No new code was sent.') }),
  })
  const busy = signIn.isPending || resend.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!/^\d{6}$/.test(code)) setFailure({ message: '', fields: { code: incomplete } })
    else signIn.mutate(code)
  }
  const error = failure?.fields.code
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {error && <ErrorSummary errors={[{ id: 'donor-code', label: 'Code from the email', message: error }]} attempt={failure} />}
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        We sent a 6-digit code to <strong className="break-all">{email}</strong>. It is valid for 10 minutes.
      </p>
      <FormField id="donor-code" label="Code from the email" error={error}>
        <input
          {...controlProps('donor-code', error)}
          ref={input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </FormField>
      {failure?.message && <Alert>{failure.message}</Alert>}
      <SubmitButton busy={signIn.isPending} busyLabel="Checking the code" busyText="Signing in…" disabled={resend.isPending} className={primaryButton}>
        Sign in
      </SubmitButton>
      <LiveNotice notice={notice} />
      <div className="flex flex-wrap justify-between gap-x-6">
        <SubmitButton type="button" busy={resend.isPending} busyLabel="Sending a new code" spinnerSize={14} disabled={signIn.isPending} onClick={() => resend.mutate()} className={`inline-flex ${linkButton}`}>
          Send a new code
        </SubmitButton>
        <button type="button" onClick={onAnotherEmail} disabled={busy} className={linkButton}>
          Use another email
        </button>
      </div>
    </form>
  )
}
