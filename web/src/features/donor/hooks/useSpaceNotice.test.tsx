import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LiveNotice } from '../components/LiveNotice'
import { NoticeScope, useSpaceNotice } from './useSpaceNotice'

/** A part of the donor space whose action succeeds, as a gift's "Change the amount" does. */
function Part({ name }: { name: string }) {
  const [notice, setNotice] = useSpaceNotice()
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setNotice(null)}>
        Start {name}
      </button>
      <button type="button" onClick={() => setNotice({ tone: 'success', text: `${name} saved` })}>
        Save {name}
      </button>
      <LiveNotice notice={notice} />
    </section>
  )
}

describe('the donor space’s notices', () => {
  // An earlier success stayed on screen during later actions (issue 44).
  it('leaves one notice on screen: a later action elsewhere takes the earlier one away', async () => {
    const u = userEvent.setup()
    render(
      <NoticeScope>
        <Part name="gift" />
        <Part name="details" />
      </NoticeScope>,
    )
    await u.click(screen.getByRole('button', { name: 'Save gift' }))
    expect(screen.getByText('gift saved')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Start details' }))
    expect(screen.queryByText('gift saved')).not.toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Save details' }))
    expect(screen.getByText('details saved')).toBeInTheDocument()
    expect(screen.queryByText('gift saved')).not.toBeInTheDocument()
  })
})
