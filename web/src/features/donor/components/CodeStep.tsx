import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '../../../components/Alert'
import { ErrorSummary } from '../../../components/ErrorSummary'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import type { FormFailure } from '../../../lib/apiErrors'
import { useLocale } from '../../../lib/i18n/useLocale'
import { requestCode } from '../api/requestCode'
import { signInWithCode } from '../api/signInWithCode'
import { failureStatus, failureText, fieldFailure } from '../failure'
import { donorMessages } from '../messages'
import type { Notice } from '../notice'
import { LiveNotice } from './LiveNotice'
import { codeLength } from '../../../lib/signedInRules.gen'
import { Button } from '../../../components/Button'

type CodeStepProps = {
  email: string
  otpId: string
  onNewCode: (otpId: string) => void
  onAnotherEmail: () => void
  onSignedIn: () => void
}

/** The second step: the 6-digit code from the mail; or a new code, or another email. */
export function CodeStep({ email, otpId, onNewCode, onAnotherEmail, onSignedIn }: CodeStepProps) {
  const locale = useLocale()
  const words = donorMessages[locale].signIn
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
          ? { message: '', fields: { code: fieldFailure(error, 'password', locale) ?? words.wrongCode } }
          : { message: failureText(error, words.notSignedIn, locale), fields: {} },
      ),
  })
  const resend = useMutation({
    mutationFn: () => requestCode({ email, locale }),
    onMutate: () => {
      setFailure(null)
      setNotice(null)
    },
    onSuccess: (newOtpId) => {
      onNewCode(newOtpId)
      setCode('')
      setNotice({ tone: 'success', text: words.newCodeSent(email) })
      input.current?.focus()
    },
    onError: (error) => setNotice({ tone: 'error', text: failureText(error, words.noNewCode, locale) }),
  })
  const busy = signIn.isPending || resend.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (code.length !== codeLength.donor) setFailure({ message: '', fields: { code: words.incomplete } })
    else signIn.mutate(code)
  }
  const error = failure?.fields.code
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {error && <ErrorSummary errors={[{ id: 'donor-code', label: words.code, message: error }]} attempt={failure} />}
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {words.sentTo[0]} <strong className="break-all">{email}</strong>
        {words.sentTo[1]}
      </p>
      <FormField id="donor-code" label={words.code} error={error}>
        <input
          {...controlProps('donor-code', error)}
          ref={input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={codeLength.donor}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, codeLength.donor))}
        />
      </FormField>
      {failure?.message && <Alert>{failure.message}</Alert>}
      <SubmitButton busy={signIn.isPending} busyLabel={words.checking} busyText={words.signingIn} disabled={resend.isPending} width="phone">
        {words.signIn}
      </SubmitButton>
      <LiveNotice notice={notice} />
      <div className="flex flex-wrap justify-between gap-x-6">
        <SubmitButton type="button" busy={resend.isPending} busyLabel={words.sendingNew} spinnerSize={14} disabled={signIn.isPending} onClick={() => resend.mutate()} variant="link">
          {words.sendNew}
        </SubmitButton>
        <Button type="button" onClick={onAnotherEmail} disabled={busy} variant="link">
          {words.anotherEmail}
        </Button>
      </div>
    </form>
  )
}
