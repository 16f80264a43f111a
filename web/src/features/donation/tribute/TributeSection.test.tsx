import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { initialDraft, type Draft } from '../model'
import { TributeSection } from './TributeSection'

function Section({ attempt = 0 }: { attempt?: number }) {
  const [draft, setDraft] = useState<Draft>(initialDraft)
  return (
    <>
      <TributeSection draft={draft} update={(c) => setDraft((d) => ({ ...d, ...c }))} attempt={attempt} />
      <output data-testid="draft">{JSON.stringify({ open: draft.tributeOpen, tribute: draft.tribute })}</output>
    </>
  )
}

describe('the tribute section', () => {
  it('opens from the keyboard, loads its fields and keeps what is typed in the draft', async () => {
    const u = userEvent.setup()
    render(<Section />)
    const toggle = screen.getByRole('button', { name: 'Give in memory or in honour of someone' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByLabelText('Their name')).not.toBeInTheDocument()
    toggle.focus()
    await u.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await u.click(await screen.findByRole('radio', { name: 'In honour of' }))
    await u.type(screen.getByLabelText('Their name'), 'Coach Martin')
    expect(JSON.parse(screen.getByTestId('draft').textContent ?? '')).toEqual({
      open: true,
      tribute: { kind: 'honour', name: 'Coach Martin', notifyEmail: '', message: '' },
    })
  })

  it("shows the server's reasons once a field is left, in its words", async () => {
    const u = userEvent.setup()
    render(<Section />)
    await u.click(screen.getByRole('button', { name: 'Give in memory or in honour of someone' }))
    await u.type(await screen.findByLabelText('Tell someone by email (optional)'), 'famille@localhost')
    await u.tab()
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.queryByText('Enter the name of the person your gift honours.')).not.toBeInTheDocument()
  })

  it('shows every problem and focuses the first after a refused Next', async () => {
    render(<Section attempt={1} />)
    await userEvent.click(screen.getByRole('button', { name: 'Give in memory or in honour of someone' }))
    expect(await screen.findByText('Enter the name of the person your gift honours.')).toBeInTheDocument()
    expect(screen.getByLabelText('Their name')).toHaveFocus()
  })
})
