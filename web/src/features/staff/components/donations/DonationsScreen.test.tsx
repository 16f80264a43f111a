import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { donationStatusValues } from '../../../../lib/contract.gen'
import { DonationsScreen } from './DonationsScreen'

const empty = { page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [], totals: { count: 0, collected: 0, test: 0 } }

describe('the donations list', () => {
  it('offers every status the server has, and asks only for filters it knows', async () => {
    const asked: URL[] = []
    stubFetch((url) => {
      if (url.pathname !== '/api/staff/donations') return undefined
      asked.push(url)
      return { body: empty }
    })
    renderScreen(<DonationsScreen />, { path: '/staff/donations?status=past_due&method=bitcoin&q=ada' })
    expect(await screen.findByText('No gift matches.')).toBeInTheDocument()
    const statuses = screen.getByLabelText('Status').querySelectorAll('option:not([value=""])')
    expect([...statuses].map((o) => o.getAttribute('value'))).toEqual([...donationStatusValues])
    expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([{ status: 'past_due', q: 'ada', page: '1', perPage: '20' }])
  })
})
