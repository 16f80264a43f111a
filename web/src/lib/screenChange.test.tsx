import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ScreenAnnouncer } from '../components/ScreenAnnouncer'
import { forgetScreens } from './screenChange'
import { useDocumentTitle } from './useDocumentTitle'

/** A sign-in shown in place of the screen it opens, at the same address (the staff and donor spaces). */
function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  useDocumentTitle('Staff sign-in')
  return (
    <main id="main">
      <h1>Staff sign-in</h1>
      <button type="button" onClick={onSignedIn}>
        Sign in
      </button>
    </main>
  )
}

function Orders({ heading = true }: { heading?: boolean }) {
  useDocumentTitle('Orders · Staff')
  return <main id="main">{heading ? <h1>Orders</h1> : <p>Loading</p>}</main>
}

function Space({ heading }: { heading?: boolean }) {
  const [signedIn, setSignedIn] = useState(false)
  return (
    <StrictMode>
      {signedIn ? <Orders heading={heading} /> : <SignIn onSignedIn={() => setSignedIn(true)} />}
      <ScreenAnnouncer />
    </StrictMode>
  )
}

const announcer = () => screen.getByTestId('screen-announcer')

describe('screen changes', () => {
  beforeEach(forgetScreens)

  it('says nothing and moves nothing for the page the browser loaded', () => {
    render(<Space />)
    expect(document.activeElement).toBe(document.body)
    expect(announcer()).toHaveTextContent('')
  })

  it('moves the focus to the new screen’s heading and says its title when a sign-in opens it', async () => {
    const u = userEvent.setup()
    render(<Space />)
    await u.tab()
    await u.keyboard('{Enter}')
    const heading = screen.getByRole('heading', { name: 'Orders' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
    expect(announcer()).toHaveTextContent('Orders · Staff')
  })

  // A product card clicked with the mouse kept the focus: the old screen was still in the main area
  // (hidden while the new one's code loaded), so the focus looked put there by the new screen (issue 44).
  it('moves the focus to the new screen’s heading when the link that led there is still in the main area', async () => {
    function Shop() {
      const [open, setOpen] = useState(false)
      return (
        <main id="main">
          <button type="button" onClick={() => setOpen(true)}>
            Foundation Mug
          </button>
          {open ? <Product /> : <ShopList />}
        </main>
      )
    }
    function ShopList() {
      useDocumentTitle('Shop')
      return <h1>Shop</h1>
    }
    function Product() {
      useDocumentTitle('Foundation Mug')
      return <h1>Foundation Mug</h1>
    }
    render(<Shop />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Foundation Mug' }))
    expect(screen.getByRole('heading', { name: 'Foundation Mug' })).toHaveFocus()
  })

  it('leaves the focus a new screen put in itself', async () => {
    function Form() {
      useDocumentTitle('Contact')
      return <input aria-label="Name" autoFocus />
    }
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <main id="main">
          <button type="button" onClick={() => setOpen(true)}>
            Write to us
          </button>
          {open ? <Form /> : <Orders />}
        </main>
      )
    }
    render(<Page />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Write to us' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  })

  it('focuses the new screen’s main area while it has no heading yet', async () => {
    const u = userEvent.setup()
    render(<Space heading={false} />)
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('main')).toHaveFocus()
  })

  // Focusing a heading or a main area with the browser's own scroll put its top at the window's
  // top, under the sticky header: a phone showed each new page one header height down (issue 44).
  it('shows the new screen from its top: the window goes up and the focus moves without scrolling', async () => {
    const u = userEvent.setup()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    render(<Space heading={false} />)
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('main')).toHaveFocus()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true })
  })
})
