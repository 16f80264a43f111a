import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, StrictMode, useEffect, useRef } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Layout } from './Layout'

// A route whose code never arrives: the layout shows what it shows while one loads.
const Loading = lazy(() => new Promise<{ default: () => null }>(() => {}))

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Layout />}>
          <Route path="*" element={<Loading />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

describe('layout while a route loads', () => {
  it('shows a spinner in the main area, between the header and the footer', async () => {
    renderAt('/blog/abc')
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My giving' })).toBeInTheDocument()
  })
})

/** A page that puts the focus in its own first field, as the donor space's code step does. */
function FocusingPage() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label="Code" />
}

describe('layout after a client navigation', () => {
  // In StrictMode, as the app runs: React runs each effect twice on mount there.
  function renderSite() {
    return render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="*" element={<Layout />}>
              <Route path="contact" element={<h1>Contact us</h1>} />
              <Route path="donor" element={<FocusingPage />} />
              <Route path="*" element={<h1>Home</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    )
  }

  it('moves the focus from the link followed to the new page, and not on the first page', async () => {
    renderSite()
    const main = document.getElementById('main')
    expect(main).not.toBeNull()
    expect(document.activeElement).not.toBe(main)

    const link = screen.getByRole('link', { name: 'Contact' })
    await userEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument()
    expect(document.activeElement).toBe(main)
  })

  it('leaves the focus where the new page put it', async () => {
    renderSite()
    await userEvent.click(screen.getByRole('link', { name: 'My giving' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }))
  })
})
