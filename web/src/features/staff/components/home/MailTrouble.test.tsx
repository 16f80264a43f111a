import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { Me, Summary } from '../../../../lib/contract.gen'
import { HomeScreen } from './HomeScreen'

const admin: Me = { id: 'a1', email: 'ada@foundation.test', name: 'Ada', roles: ['admin'], language: 'en' }
const treasurer: Me = { id: 't1', email: 'tom@foundation.test', name: 'Tom', roles: ['treasurer'], language: 'en' }

function home(me: Me, summary: Summary) {
  stubFetch((url) => (url.pathname === '/api/staff/summary' ? { body: summary } : undefined))
  renderScreen(<HomeScreen me={me} />)
}

describe('the mail banner on the staff home', () => {
  it('tells an admin since when the mail service refuses the emails, how many failed, and what to do', async () => {
    home(admin, { mailsFailed: 2, mail: { refusedSince: '2026-03-05T12:00:00Z', failed: 2 } })
    const banner = await screen.findByRole('region', { name: 'Emails from the site are not getting through' })
    expect(banner).toHaveTextContent('Since Mar 05, 2026, 13:00, the mail service has refused the emails the site sends')
    expect(banner).toHaveTextContent('2 emails were not sent after four days of tries')
    expect(within(banner).getAllByRole('listitem')).toHaveLength(4)
    expect(within(banner).getByRole('link', { name: 'Open the Mails screen' })).toHaveAttribute('href', '/staff/mails')
  })

  it('tells a treasurer to tell an admin, without the Mails screen they cannot open', async () => {
    home(treasurer, { mail: { refusedSince: '2026-03-05T12:00:00Z', failed: 0 } })
    const banner = await screen.findByRole('region', { name: 'Emails from the site are not getting through' })
    expect(banner).toHaveTextContent('tell an admin of the site today')
    expect(banner).not.toHaveTextContent('were not sent after four days')
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument()
  })

  it('is not shown while the mail goes out', async () => {
    home(admin, { mailsFailed: 0, mail: { failed: 0 } })
    expect(await screen.findByText('Nothing waits for you here. Use the menu to open your screens.', { exact: false })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Emails from the site are not getting through' })).not.toBeInTheDocument()
  })
})
