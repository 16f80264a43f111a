import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { StaffLayout } from './StaffLayout'

function renderLayout() {
  const me = { id: 's1', email: 'ines@foundation.test', name: 'Inès', roles: ['shop' as const], language: 'en' as const }
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={memoryLocation({ path: '/staff' }).hook}>
        <StaffLayout me={me} onSignOut={() => {}}>
          <Switch>
            <Route path="/staff">
              <h1>Home screen</h1>
            </Route>
            <Route path="/staff/orders">
              <h1>Orders screen</h1>
            </Route>
          </Switch>
        </StaffLayout>
      </Router>
    </QueryClientProvider>,
  )
}

// jsdom applies no stylesheet: Tailwind's `hidden` is read from the class, as the browser would apply it
// under `lg` (the e2e test at 390 px checks what a phone shows).
const menuShown = () => !document.getElementById('staff-menu')?.classList.contains('hidden')

describe('the staff menu on a phone', () => {
  it('opens behind a Menu button that says whether it is open, and closes on Escape with the focus back on the button', async () => {
    const u = userEvent.setup()
    renderLayout()
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'staff-menu')
    expect(menuShown()).toBe(false)

    await u.tab() // the skip link
    await u.tab() // Sign out
    await u.tab()
    expect(button).toHaveFocus()
    await u.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(menuShown()).toBe(true)
    // The links follow the button: the next Tab is the first of them.
    await u.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()

    await u.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menuShown()).toBe(false)
    expect(button).toHaveFocus()
  })

  it('closes on Escape with the focus elsewhere, leaving the focus where it is', async () => {
    const u = userEvent.setup()
    renderLayout()
    await u.click(screen.getByRole('button', { name: 'Menu' }))
    expect(menuShown()).toBe(true)
    const heading = screen.getByRole('heading', { name: 'Home screen' })
    heading.tabIndex = -1
    heading.focus()
    await u.keyboard('{Escape}')
    expect(menuShown()).toBe(false)
    expect(heading).toHaveFocus()
  })

  it('closes when a link takes the staff member to another screen', async () => {
    const u = userEvent.setup()
    renderLayout()
    await u.click(screen.getByRole('button', { name: 'Menu' }))
    await u.click(screen.getByRole('link', { name: 'Orders' }))
    expect(screen.getByRole('heading', { name: 'Orders screen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(menuShown()).toBe(false)
  })
})
