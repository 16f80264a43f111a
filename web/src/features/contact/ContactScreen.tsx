import { PageIntro } from '../../components/PageIntro'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { Alert } from '../../components/Alert'
import { AppOnly } from '../../components/AppOnly'
import { ErrorSummary } from '../../components/ErrorSummary'
import { controlProps, FormField } from '../../components/FormField'
import { SubmitButton } from '../../components/SubmitButton'
import { useLocale, useMessages } from '../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../lib/useDocumentTitle'
import { ApiError } from '../../lib/apiFetch'
import { checkFilled } from '../../lib/formChecks'
import { sendContactMessage, type ContactMessage } from './api/sendContactMessage'
import { readContactError, type ContactFailure, type ContactField } from './errors'
import { contactMessages } from './messages'
import { organisation } from './organisation'
import { contactLimits } from '../../lib/rules.gen'

const empty: ContactMessage = { fullName: '', email: '', phone: '', message: '' }

export function ContactScreen() {
  const words = useMessages(contactMessages)
  useDocumentTitle(usePageTitle('contact'))
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white pb-24">
      <div className="mx-auto max-w-6xl px-4 pt-14">
        <PageIntro eyebrow={words.eyebrow} title={words.heading}>
          {words.lead}
        </PageIntro>
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <Details />
          <AppOnly>
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <ContactForm />
            </div>
          </AppOnly>
        </div>
      </div>
    </main>
  )
}

function Details() {
  const words = useMessages(contactMessages)
  return (
    <section aria-labelledby="details-title" className="rounded-3xl bg-brand-900 p-8 text-white lg:self-start">
      <h2 id="details-title" className="text-xl font-extrabold">{words.foundation}</h2>
      <dl className="mt-6 space-y-6">
        <Detail label={words.phone} icon="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2">
          <a href={organisation.phoneHref} className="hover:text-accent-400">
            {organisation.phone}
          </a>
        </Detail>
        <Detail label={words.email} icon="M3 6h18v12H3zM3 7l9 6 9-6">
          <a href={`mailto:${organisation.email}`} className="break-all hover:text-accent-400">
            {organisation.email}
          </a>
        </Detail>
        <Detail label={words.address} icon="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5">
          <address className="not-italic">
            {organisation.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
      </dl>
    </section>
  )
}

function Detail({ label, icon, children }: { label: string; icon: string; children: ReactNode }) {
  return (
    // A <dl> may group its terms only in a <div> holding nothing but <dt> and <dd>: the icon sits in the term.
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-bold uppercase tracking-widest text-brand-100">
        <span className="absolute left-0 top-0 flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-accent-400">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
            <path d={icon} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  )
}

const contactFields: ContactField[] = ['fullName', 'email', 'phone', 'message']
function ContactForm() {
  const locale = useLocale()
  const words = contactMessages[locale]
  const contactLabels: Record<ContactField, string> = { fullName: words.fullName, email: words.email, phone: words.phone, message: words.message }
  const [values, setValues] = useState<ContactMessage>(empty)
  const [failure, setFailure] = useState<ContactFailure | null>(null)
  const thanks = useRef<HTMLHeadingElement>(null)
  const send = useMutation({
    mutationFn: sendContactMessage,
    onMutate: () => setFailure(null),
    onError: (error) =>
      setFailure(
        error instanceof ApiError
          ? readContactError(error, words.wording, locale)
          : { message: words.wording.failed, fields: {} },
      ),
  })

  useEffect(() => {
    if (send.isSuccess) thanks.current?.focus()
  }, [send.isSuccess])

  if (send.isSuccess) {
    return (
      <div role="status" className="py-10 text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 ref={thanks} tabIndex={-1} className="mt-6 text-2xl font-extrabold text-slate-900 focus:outline-none">
          {words.thanks(values.fullName.trim().split(/\s+/)[0] ?? '')}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          {words.sent(values.email)}
        </p>
        <Link to="/" className="mt-8 inline-block font-bold text-brand-700 hover:text-brand-900">
          {words.backHome}
        </Link>
      </div>
    )
  }

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as ContactField
    setValues((v) => ({ ...v, [name]: event.target.value }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    const refused = checkFilled(values, contactFields, { email: 'email', phone: 'phone' }, locale)
    if (refused) setFailure(refused)
    else send.mutate(values)
  }
  const errorOf = (name: ContactField) => failure?.fields[name]
  const summary = contactFields.flatMap((name) => {
    const message = errorOf(name)
    return message ? [{ id: `contact-${name}`, label: contactLabels[name], message }] : []
  })

  return (
    // The site's own messages, not the browser's bubbles (lib/formChecks.ts).
    <form noValidate onSubmit={submit} aria-labelledby="form-title">
      <h2 id="form-title" className="text-xl font-extrabold text-slate-900">
        {words.formTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{words.allRequired}</p>
      {summary.length > 0 && (
        <div className="mt-6">
          <ErrorSummary errors={summary} attempt={failure} />
        </div>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField id="contact-fullName" label={words.fullName} error={errorOf('fullName')} className="sm:col-span-2">
          <input {...controlProps('contact-fullName', errorOf('fullName'))} name="fullName" type="text" autoComplete="name" maxLength={contactLimits.fullName} value={values.fullName} onChange={change} />
        </FormField>
        <FormField id="contact-email" label={words.email} error={errorOf('email')}>
          <input {...controlProps('contact-email', errorOf('email'))} name="email" type="email" autoComplete="email" maxLength={contactLimits.email} value={values.email} onChange={change} />
        </FormField>
        <FormField id="contact-phone" label={words.phone} error={errorOf('phone')}>
          <input {...controlProps('contact-phone', errorOf('phone'))} name="phone" type="tel" autoComplete="tel" maxLength={contactLimits.phone} value={values.phone} onChange={change} />
        </FormField>
        <FormField id="contact-message" label={words.message} error={errorOf('message')} className="sm:col-span-2">
          <textarea {...controlProps('contact-message', errorOf('message'))} name="message" rows={6} maxLength={contactLimits.message} value={values.message} onChange={change} />
        </FormField>
      </div>
      {failure && <Alert className="mt-5">{failure.message}</Alert>}
      <SubmitButton
        busy={send.isPending}
        busyLabel={words.sending}
        busyText={`${words.sending}…`}
        size="xl" width="phone" className="mt-6 shadow"
      >
        {words.send}
      </SubmitButton>
    </form>
  )
}
