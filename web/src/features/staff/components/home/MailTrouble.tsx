import { Link } from 'wouter'
import type { MailTrouble as Trouble, Me } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { homeMessages } from './messages'

/**
 * The mail server has refused the site's mails for an hour, or mails failed for good: the home
 * says so the same day (the monitor's facts), in plain words, with what to do. An admin can read
 * the errors and send mails again; a treasurer tells an admin.
 */
export function MailTrouble({ trouble, me }: { trouble: Trouble; me: Me }) {
  const { when } = useStaffFormat()
  const { mail: words } = useStaffWords(homeMessages)
  if (!trouble.refusedSince && trouble.failed === 0) return null
  const admin = me.roles.includes('admin')
  return (
    <section aria-labelledby="mail-trouble" className="rounded-2xl bg-red-50 p-5 text-slate-800 ring-1 ring-red-200">
      <h2 id="mail-trouble" className="text-lg font-bold text-red-900">
        {words.title}
      </h2>
      {trouble.refusedSince && (
        <p className="mt-2">
          {words.since} <strong>{when(trouble.refusedSince)}</strong>
          {words.refused}
        </p>
      )}
      {trouble.failed > 0 && (
        <p className="mt-2">
          <strong className="tabular-nums">{trouble.failed}</strong> {words.notSent(trouble.failed)}
          {words.notSentAfter(trouble.failed)}
        </p>
      )}
      {admin ? (
        <>
          <p className="mt-3 font-semibold">{words.todo}</p>
          <ol className="mt-1 list-decimal space-y-1 pl-6">
            {words.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
            {trouble.failed > 0 && <li>{words.resend}</li>}
          </ol>
          <Link to="/staff/mails" className="mt-3 inline-block font-semibold text-brand-700 underline">
            {words.open}
          </Link>
        </>
      ) : (
        <p className="mt-3">
          <strong>{words.toDo}</strong>
          {words.tellAdmin}
        </p>
      )}
    </section>
  )
}
