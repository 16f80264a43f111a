import { Link } from 'wouter'
import type { MailTrouble as Trouble, Me } from '../../../../lib/contract.gen'
import { when } from '../../format'

/**
 * The mail server has refused the site's mails for an hour, or mails failed for good: the home
 * says so the same day (the monitor's facts), in plain words, with what to do. An admin can read
 * the errors and send mails again; a treasurer tells an admin.
 */
export function MailTrouble({ trouble, me }: { trouble: Trouble; me: Me }) {
  if (!trouble.refusedSince && trouble.failed === 0) return null
  const admin = me.roles.includes('admin')
  return (
    <section aria-labelledby="mail-trouble" className="rounded-2xl bg-red-50 p-5 text-slate-800 ring-1 ring-red-200">
      <h2 id="mail-trouble" className="text-lg font-bold text-red-900">
        Emails from the site are not getting through
      </h2>
      {trouble.refusedSince && (
        <p className="mt-2">
          Since <strong>{when(trouble.refusedSince)}</strong>, the mail service has refused the emails the site sends: donors do not get their
          thanks or tax receipts, buyers their order emails, and staff cannot get the code to sign in. Nothing is lost yet: the site keeps
          each email and tries again for four days.
        </p>
      )}
      {trouble.failed > 0 && (
        <p className="mt-2">
          <strong className="tabular-nums">{trouble.failed}</strong> {trouble.failed === 1 ? 'email was' : 'emails were'} not sent after four
          days of tries and will not go out on {trouble.failed === 1 ? 'its' : 'their'} own.
        </p>
      )}
      {admin ? (
        <>
          <p className="mt-3 font-semibold">What to do today</p>
          <ol className="mt-1 list-decimal space-y-1 pl-6">
            <li>Open the Mails screen and read the error next to an email.</li>
            <li>Ask the mail provider whether the site's email account still works: a changed password, an unpaid bill or a sending limit are the usual causes.</li>
            <li>If the account works, tell the person who looks after the server: the mail settings are in its environment file (SMTP).</li>
            {trouble.failed > 0 && <li>Once emails go out again, send the failed ones again from the Mails screen.</li>}
          </ol>
          <Link to="/staff/mails" className="mt-3 inline-block font-semibold text-brand-700 underline">
            Open the Mails screen
          </Link>
        </>
      ) : (
        <p className="mt-3">
          <strong>What to do:</strong> tell an admin of the site today. They can see the error and send the emails again.
        </p>
      )}
    </section>
  )
}
