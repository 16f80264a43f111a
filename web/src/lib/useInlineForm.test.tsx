import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useInlineForm } from './useInlineForm'

/** A button that a form replaces while it is open, as the donor's "Change the amount". */
function Amount() {
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState('')
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      {!open && (
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          Change the amount
        </button>
      )}
      <button type="button">Update my card</button>
      {open && <AmountForm opener={opener} onCancel={() => setOpen(false)} onSaved={() => { setOpen(false); setSaved('Saved') }} />}
      <p tabIndex={-1} ref={(p) => { if (saved) p?.focus() }}>{saved}</p>
    </>
  )
}

function AmountForm({ opener, onCancel, onSaved }: { opener: React.RefObject<HTMLButtonElement | null>; onCancel: () => void; onSaved: () => void }) {
  const { panel, cancel } = useInlineForm<HTMLFormElement>({ onCancel, opener })
  return (
    <form {...panel} aria-label="New amount" onSubmit={(e) => { e.preventDefault(); onSaved() }}>
      <label>
        New amount <input />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </form>
  )
}

/** A toggle that stays while its form is open, as a row's "Cheque…". */
function Row() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Cheque…
      </button>
      {open && <Question onCancel={() => setOpen(false)} />}
    </>
  )
}

function Question({ onCancel }: { onCancel: () => void }) {
  const { panel } = useInlineForm<HTMLDivElement>({ onCancel })
  return (
    <div {...panel} tabIndex={-1} role="group" aria-label="Sure?">
      <button type="button">Yes</button>
    </div>
  )
}

const inStrictMode = (ui: React.ReactElement) => render(<StrictMode>{ui}</StrictMode>)

describe('useInlineForm', () => {
  it('gives the form’s first field the focus when it opens, so the next Tab stays in the form', async () => {
    const u = userEvent.setup()
    inStrictMode(<Amount />)
    await u.tab()
    expect(screen.getByRole('button', { name: 'Change the amount' })).toHaveFocus()
    await u.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'New amount' })).toHaveFocus()
    await u.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
  })

  it('gives the focus back to the button that opened it on Cancel and on Escape', async () => {
    const u = userEvent.setup()
    inStrictMode(<Amount />)
    await u.click(screen.getByRole('button', { name: 'Change the amount' }))
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'New amount' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Change the amount' })).toHaveFocus()

    await u.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'New amount' })).toHaveFocus()
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'New amount' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Change the amount' })).toHaveFocus()
  })

  it('leaves the focus to the outcome when the form closes by its success', async () => {
    const u = userEvent.setup()
    inStrictMode(<Amount />)
    await u.click(screen.getByRole('button', { name: 'Change the amount' }))
    await u.keyboard('{Enter}')
    expect(screen.getByText('Saved')).toHaveFocus()
  })

  it('focuses a question without fields, and Escape returns to the toggle that stayed', async () => {
    const u = userEvent.setup()
    inStrictMode(<Row />)
    await u.click(screen.getByRole('button', { name: 'Cheque…' }))
    expect(screen.getByRole('group', { name: 'Sure?' })).toHaveFocus()
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Sure?' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cheque…' })).toHaveFocus()
  })
})
