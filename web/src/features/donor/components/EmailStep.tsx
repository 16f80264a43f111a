import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Alert } from '../../../components/Alert'
import { ErrorSummary } from '../../../components/ErrorSummary'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import type { FormFailure } from '../../../lib/apiErrors'
import { validEmail } from '../../../lib/formRules'
import { useLocale } from '../../../lib/i18n/useLocale'
import { requestCode } from '../api/requestCode'
import { failureText, fieldFailure } from '../failure'
import { donorMessages } from '../messages'

type EmailStepProps = { email: string; onEmail: (email: string) => void; onSent: (otpId: string) => void; takeFocus: boolean }

/** The first step: the email the code goes to; its field takes the focus when the donor comes back to it. */
export function EmailStep({ email, onEmail, onSent, takeFocus }: EmailStepProps) {
  const locale = useLocale()
  const words = donorMessages[locale].signIn
  const [failure, setFailure] = useState<FormFailure<'email'> | null>(null)
  const send = useMutation({
    mutationFn: requestCode,
    onMutate: () => setFailure(null),
    onSuccess: onSent,
    onError: (error) => {
      const field = fieldFailure(error, 'email', locale)
      setFailure(field ? { message: '', fields: { email: field } } : { message: failureText(error, words.notSent, locale), fields: {} })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    const typed = email.trim()
    if (!validEmail(typed)) setFailure({ message: '', fields: { email: words.badEmail } })
    else send.mutate({ email: typed, locale })
  }
  const error = failure?.fields.email
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {error && <ErrorSummary errors={[{ id: 'donor-email', label: words.email, message: error }]} attempt={failure} />}
      <FormField id="donor-email" label={words.email} error={error}>
        <input {...controlProps('donor-email', error)} autoFocus={takeFocus} type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} />
      </FormField>
      {failure?.message && <Alert>{failure.message}</Alert>}
      <SubmitButton busy={send.isPending} busyLabel={words.sending} busyText={words.sendingShort} width="phone">
        {words.emailMe}
      </SubmitButton>
    </form>
  )
}
