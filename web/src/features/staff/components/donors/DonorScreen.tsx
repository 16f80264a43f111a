import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { getDonor } from '../../api/getDonor'
import { eurosWithTest } from '../../format'
import type { DonorIdentity } from '../../../../lib/contract.gen'
import { DonationRows } from '../donations/DonationRows'
import { CorrectDonorForm } from './CorrectDonorForm'
import { Facts } from '../ui/Facts'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { cell, Table } from '../ui/Table'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { donorMessages } from './messages'

/** One email: each identity that gave with it (a person, their company…) apart, with its current details and their correction, its totals per year, every gift. */
export function DonorScreen() {
  // The address is in the path percent-encoded (an email's '@' and '+').
  const email = decodeURIComponent(useParams().email ?? '')
  const donor = useQuery({ queryKey: staffKeys.donor(email), queryFn: () => getDonor(email) })
  const identities = donor.data?.identities ?? []
  const t = useStaffWords(donorMessages)
  return (
    <StaffPage title={identities.length === 1 ? identities[0]!.name : email} intro={email}
      actions={<Link to="/staff/donors" className="text-sm font-semibold text-brand-700 underline">{t.allDonors}</Link>}>
      <Loadable query={donor} label={t.loadingDonor}>
        {(d) =>
          d.identities.length === 1 ? (
            <IdentityPanels email={d.email} identity={d.identities[0]!} />
          ) : (
            <div className="space-y-10">
              <p className="text-sm text-slate-700">
                {t.several(d.identities.length)}
              </p>
              {d.identities.map((identity, i) => (
                <section key={identity.identity} aria-labelledby={`identity-${i}`} className="space-y-4">
                  <h2 id={`identity-${i}`} className="text-xl font-bold text-slate-900">{identity.name}</h2>
                  <IdentityPanels email={d.email} identity={identity} />
                </section>
              ))}
            </div>
          )
        }
      </Loadable>
    </StaffPage>
  )
}

/** One identity's details, years, correction and gifts. */
function IdentityPanels({ email, identity: d }: { email: string; identity: DonorIdentity }) {
  const t = useStaffWords(donorMessages)
  const h = t.yearHead
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title={t.details}>
          <Facts facts={[
            [t.givesAs, d.kind === 'company' ? t.company(d) : t.person],
            [t.email, email],
            [t.phone, d.phone],
            [t.address, [d.address, [d.postalCode, d.town, d.country].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
            [t.gifts, String(d.totals.gifts)],
            [t.collected, eurosWithTest(d.totals.collected, d.totals.test)],
          ]} />
        </Panel>
        <Table caption={t.perYear} head={[h.year, h.payments, h.collected]}>
          {d.years.map((y) => (
            <tr key={y.year}>
              <th scope="row" className={`${cell} text-left font-semibold`}>{y.year}</th>
              <td className={`${cell} tabular-nums`}>{y.gifts}</td>
              <td className={`${cell} tabular-nums`}>{eurosWithTest(y.collected, y.test)}</td>
            </tr>
          ))}
        </Table>
      </div>
      <CorrectDonorForm key={d.identity} email={email} donor={d} />
      <section>
        <h2 className="mb-3 text-lg font-bold text-slate-900">{t.everyGift}</h2>
        <DonationRows gifts={d.gifts} caption={t.giftsOf(email, d.name)} showDonor={false} />
      </section>
    </div>
  )
}
