import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { WallChoice } from '../../lib/contract.gen'
import { WallFields } from './WallFields'

function Form({ seen }: { seen: Partial<WallChoice>[] }) {
  const [wall, setWall] = useState<Partial<WallChoice>>({})
  return (
    <WallFields
      wall={wall}
      onChange={(w) => {
        seen.push(w)
        setWall(w)
      }}
    />
  )
}

describe('the wall choice in the donation form', () => {
  it('is off by default; the name and amount are asked only once the donor ticks it', async () => {
    const seen: Partial<WallChoice>[] = []
    const u = userEvent.setup()
    render(<Form seen={seen} />)
    expect(screen.getByLabelText("Show my name on the campaign's page")).not.toBeChecked()
    expect(screen.queryByLabelText(/Name to show/)).not.toBeInTheDocument()
    await u.click(screen.getByLabelText("Show my name on the campaign's page"))
    await u.type(screen.getByLabelText(/Name to show/), 'Jo')
    await u.click(screen.getByLabelText('Show the amount too'))
    expect(seen.at(-1)).toEqual({ showName: true, wallName: 'Jo', showAmount: true })
    await u.click(screen.getByLabelText("Show my name on the campaign's page"))
    expect(seen.at(-1)).toEqual({})
  })
})
