import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Campaign, Me } from '../../../../lib/contract.gen'
import { formatEuros } from '../../../../lib/money'
import { downloadExport } from '../../api/downloadExport'
import { staffKeys } from '../../api/keys'
import { listCampaigns } from '../../api/listCampaigns'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { CampaignForm, CampaignPicture } from './CampaignForm'
import { cell, Table } from '../ui/Table'

const euros = (cents: number) => formatEuros(cents / 100, { cents: false })

/** The iframe a club puts on its site (docs/operations.md, The embed code for a club). */
export const embedCode = (c: Pick<Campaign, 'slug' | 'title'>, origin: string) =>
  `<iframe src="${origin}/campaigns/${c.slug}/embed" title="${c.title.replace(/"/g, '&quot;')}" width="360" height="190" style="border:0" loading="lazy"></iframe>`

/** Every campaign with its totals (raised, promised, monthly, donors), its page, its embed code and, for the treasurer, its gifts as a CSV. */
export function CampaignsScreen({ me }: { me: Me }) {
  const list = useQuery({ queryKey: staffKeys.campaigns, queryFn: listCampaigns })
  const [failed, setFailed] = useState('')
  const treasurer = me.roles.includes('treasurer') || me.roles.includes('admin')
  const editor = me.roles.includes('editor') || me.roles.includes('admin')
  const [editing, setEditing] = useState('')
  const gifts = (slug: string) => {
    setFailed('')
    downloadExport('donations', { campaign: slug }).catch(() => setFailed(`The gifts of ${slug} could not be downloaded. Please try again.`))
  }
  return (
    <StaffPage
      title="Campaigns"
      intro="Raised is the money kept, counted from the books: refunds and disputes out, every renewal in, TEST MODE apart. Cheques promised and monthly gifts are shown beside it."
    >
      {failed && <p role="alert" className="mb-4 text-sm font-semibold text-red-700">{failed}</p>}
      <Loadable query={list} label="the campaigns">
        {(data) => {
          const edited = data.items.find((c) => c.id === editing)
          return (
          <div className="space-y-6">
          {editor && (edited ? (
            <Panel title={`Campaign “${edited.title}”`}>
              <div className="space-y-4">
                <CampaignForm key={edited.id} campaign={edited} />
                <CampaignPicture campaign={edited} />
                <button type="button" onClick={() => setEditing('')} className="text-sm font-semibold text-brand-700 underline">
                  Close
                </button>
              </div>
            </Panel>
          ) : (
            <CampaignForm />
          ))}
          <Table caption="Campaigns, newest first" head={['Campaign', 'Raised of the goal', 'Promised', 'Monthly', 'Donors', 'Embed code', ...(treasurer ? ['Gifts'] : []), ...(editor ? ['Edit'] : [])]}
            empty={data.items.length === 0 && 'No campaign yet.'}>
            {data.items.map((c) => (
              <tr key={c.id}>
                <td className={cell}>
                  <a href={`/campaigns/${c.slug}`} className="font-semibold text-brand-700 underline">{c.title}</a>
                  {c.ended && <span className="ml-2 text-xs font-bold uppercase text-slate-600">Ended</span>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{euros(c.raisedCents)} of {euros(c.goalCents)}</td>
                <td className={`${cell} whitespace-nowrap`}>{euros(c.promisedCents)}</td>
                <td className={`${cell} whitespace-nowrap`}>{euros(c.monthlyCents)}</td>
                <td className={cell}>{c.donors}</td>
                <td className={cell}>
                  <code className="block max-w-xs break-all text-xs">{embedCode(c, window.location.origin)}</code>
                </td>
                {treasurer && (
                  <td className={cell}>
                    <button type="button" onClick={() => gifts(c.slug)} className="font-semibold text-brand-700 underline">
                      Gifts (CSV)
                    </button>
                  </td>
                )}
                {editor && (
                  <td className={cell}>
                    <button type="button" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.title}`} className="font-semibold text-brand-700 underline">
                      Edit
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </Table>
          </div>
          )
        }}
      </Loadable>
    </StaffPage>
  )
}
