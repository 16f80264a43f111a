import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { Campaign, Supporter } from '../../../lib/contract.gen'
import { renderScreen, stubFetch } from '../../../test/render'
import { Supporters, supporterLine } from './Supporters'

const campaign = (change: Partial<Campaign> = {}): Campaign => ({
  id: 'c1', slug: 'new-track', title: 'A new track', summary: '', picture: '', goalCents: 500000, startsAt: '', endsAt: '', project: 'sport',
  ended: false, raisedCents: 8000, promisedCents: 0, monthlyCents: 0, testCents: 0, donors: 1, ...change,
})

/** The wall under a page whose poll brings new figures when "A gift arrives" is clicked. */
function PolledPage() {
  const [c, setC] = useState(campaign())
  return (
    <>
      <button type="button" onClick={() => setC(campaign({ raisedCents: 13000, donors: 2 }))}>
        A gift arrives
      </button>
      <Supporters campaign={c} />
    </>
  )
}

const ada: Supporter = { name: 'Ada L.', rhythm: 'once', since: '2026-03-01' }

describe('the wall of supporters', () => {
  it('says each name as chosen, the amount only when shown', () => {
    expect(supporterLine(ada)).toBe('Ada L.')
    expect(supporterLine({ ...ada, name: 'Les Martin', amountCents: 8000 })).toMatch(/^Les Martin · 80\s€$/)
    expect(supporterLine({ ...ada, rhythm: 'monthly', amountCents: 4550 })).toMatch(/^Ada L. · 45,50\s€ · monthly$/)
  })

  it('asks again when the polled progress changes, and pages through the older names', async () => {
    const asked: string[] = []
    stubFetch((url) => {
      asked.push(url.search)
      const page = Number(url.searchParams.get('page'))
      const items = page === 1 ? [{ ...ada, name: `Name ${asked.length}` }] : [{ ...ada, name: 'Older' }]
      return { body: { page, perPage: 20, totalItems: 21, totalPages: 2, items } }
    })
    const u = userEvent.setup()
    renderScreen(<PolledPage />)
    expect(await screen.findByText('Name 1')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Supporters (21)' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Older supporters' }))
    expect(await screen.findByText('Older')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Newer supporters' }))
    expect(await screen.findByText('Name 1')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'A gift arrives' }))
    expect(await screen.findByText('Name 3')).toBeInTheDocument()
    expect(asked).toEqual(['?page=1', '?page=2', '?page=1'])
  })
})
