import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Campaign, Me } from '../../../../lib/contract.gen'
import { formatEuros } from '../../../../lib/money'
import { downloadExport } from '../../api/downloadExport'
import { staffKeys } from '../../api/keys'
import { listCampaigns } from '../../api/listCampaigns'
import { useStaffWords } from '../../language'
import { Loadable } from '../ui/Loadable'
import { Panel, StaffPage } from '../ui/StaffPage'
import { CampaignForm, CampaignPicture } from './CampaignForm'
import { cell, Table } from '../ui/Table'
import { campaignsMessages } from './messages'

const euros = (cents: number) => formatEuros(cents / 100, { cents: false })

/** The iframe a club puts on its site (docs/operations.md, The embed code for a club). */
export const embedCode = (c: Pick<Campaign, 'slug' | 'title'>, origin: string) =>
  `<iframe src="${origin}/campaigns/${c.slug}/embed" title="${c.title.replace(/"/g, '&quot;')}" width="360" height="190" style="border:0" loading="lazy"></iframe>`

/** Every campaign with its totals (raised, promised, monthly, donors), its page, its embed code and, for the treasurer, its gifts as a CSV. */
export function CampaignsScreen({ me }: { me: Me }) {
  const w = useStaffWords(campaignsMessages)
  const list = useQuery({ queryKey: staffKeys.campaigns, queryFn: listCampaigns })
  const [failed, setFailed] = useState('')
  const treasurer = me.roles.includes('treasurer') || me.roles.includes('admin')
  const editor = me.roles.includes('editor') || me.roles.includes('admin')
  const [editing, setEditing] = useState('')
  const gifts = (slug: string) => {
    setFailed('')
    downloadExport('donations', { campaign: slug }).catch(() => setFailed(w.giftsFailed(slug)))
  }
  return (
    <StaffPage
      title={w.title}
      intro={w.intro}
    >
      {failed && <p role="alert" className="mb-4 text-sm font-semibold text-red-700">{failed}</p>}
      <Loadable query={list} label={w.loading}>
        {(data) => {
          const edited = data.items.find((c) => c.id === editing)
          return (
          <div className="space-y-6">
          {editor && (edited ? (
            <Panel title={w.campaignOf(edited.title)}>
              <div className="space-y-4">
                <CampaignForm key={edited.id} campaign={edited} />
                <CampaignPicture campaign={edited} />
                <button type="button" onClick={() => setEditing('')} className="text-sm font-semibold text-brand-700 underline">
                  {w.close}
                </button>
              </div>
            </Panel>
          ) : (
            <CampaignForm />
          ))}
          <Table caption={w.caption} head={[w.head.campaign, w.head.raised, w.head.promised, w.head.monthly, w.head.donors, w.head.embed, ...(treasurer ? [w.head.gifts] : []), ...(editor ? [w.head.edit] : [])]}
            empty={data.items.length === 0 && w.empty}>
            {data.items.map((c) => (
              <tr key={c.id}>
                <td className={cell}>
                  <a href={`/campaigns/${c.slug}`} className="font-semibold text-brand-700 underline">{c.title}</a>
                  {c.ended && <span className="ml-2 text-xs font-bold uppercase text-slate-600">{w.ended}</span>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{w.raisedOf(euros(c.raisedCents), euros(c.goalCents))}</td>
                <td className={`${cell} whitespace-nowrap`}>{euros(c.promisedCents)}</td>
                <td className={`${cell} whitespace-nowrap`}>{euros(c.monthlyCents)}</td>
                <td className={cell}>{c.donors}</td>
                <td className={cell}>
                  {/* One line, selected whole on focus to copy it, rather than a code block broken mid-word. */}
                  <input
                    readOnly
                    value={embedCode(c, window.location.origin)}
                    aria-label={`${w.head.embed}: ${c.title}`}
                    onFocus={(e) => e.currentTarget.select()}
                    className="w-44 rounded-lg border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800"
                  />
                </td>
                {treasurer && (
                  <td className={cell}>
                    <button type="button" onClick={() => gifts(c.slug)} className="font-semibold text-brand-700 underline">
                      {w.giftsCsv}
                    </button>
                  </td>
                )}
                {editor && (
                  <td className={cell}>
                    <button type="button" onClick={() => setEditing(c.id)} aria-label={w.editOf(c.title)} className="font-semibold text-brand-700 underline">
                      {w.edit}
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
