import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Alert } from '../../../components/Alert'
import { ErrorSummary } from '../../../components/ErrorSummary'
import { controlProps, FormField } from '../../../components/FormField'
import { SubmitButton } from '../../../components/SubmitButton'
import type { FormFailure } from '../../../lib/apiErrors'
import { validEmail } from '../../../lib/formRules'
import { requestCode } from '../api/requestCode'
import { failureText, fieldFailure } from '../failure'
import { primaryButton } from './styles'

const badEmail = 'Enter a valid email address, e.g. name@example.org.'

type EmailStepProps = { email: string; onEmail: (email: string) => void; onSent: (otpId: string) => void; takeFocus: boolean }

/** The first step: the email the code goes to; its field takes the focus when the donor comes back to it. */
export function EmailStep({ email, onEmail, onSent, takeFocus }: EmailStepProps) {
  const [failure, setFailure] = useState<FormFailure<'email'> | null>(null)
  const send = useMutation({
    mutationFn: requestCode,
    onMutate: () => setFailure(null),
    onSuccess: onSent,
    onError: (error) => {
      const field = fieldFailure(error, 'email')
      setFailure(field ? { message: '', fields: { email: field } } : { message: failureText(error, 'The code could not be sent.'), fields: {} })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    const typed = email.trim()
    if (!validEmail(typed)) setFailure({ message: '', fields: { email: badEmail } })
    else send.mutate(typed)
  }
  const error = failure?.fields.email
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {error && <ErrorSummary errors={[{ id: 'donor-email', label: 'Email', message: error }]} attempt={failure} />}
      <FormField id="donor-email" label="Email" error={error}>
        <input {...controlProps('donor-email', error)} autoFocus={takeFocus} type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} />
      </FormField>
      {failure?.message && <Alert>{failure.message}</Alert>}
      <SubmitButton busy={send.isPending} busyLabel="Sending the code" busyText="Sending…" className={primaryButton}>
        Email me a code
      </SubmitButton>
    </form>
  )
}
