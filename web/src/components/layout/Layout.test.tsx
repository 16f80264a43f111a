import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, useEffect, useRef } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetServedScreen, keepServedScreen } from '../../lib/servedScreen'
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

/** The page as the server sent it for `path`: the article in the layout's main area. */
function serve(path: string) {
  window.history.replaceState(null, '', path)
  document.body.innerHTML = '<div id="main"><main><h1>Long jump clinic</h1><p>Forty young jumpers.</p></main></div>'
  keepServedScreen()
  document.body.innerHTML = ''
}

afterEach(() => {
  forgetServedScreen()
  window.history.replaceState(null, '', '/')
})

describe('layout while a route loads', () => {
  it('shows the article the server rendered for this page instead of a spinner', async () => {
    serve('/blog/abc')
    renderAt('/blog/abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Long jump clinic' })).toBeInTheDocument()
    expect(screen.getByText('Forty young jumpers.')).toBeInTheDocument()
  })

  it('shows a spinner on another page, and when the server rendered none', async () => {
    serve('/blog/abc')
    const other = renderAt('/blog/other')
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Long jump clinic' })).not.toBeInTheDocument()
    other.unmount()

    forgetServedScreen()
    window.history.replaceState(null, '', '/about')
    document.body.innerHTML = '<div id="main"></div>'
    keepServedScreen()
    document.body.innerHTML = ''
    renderAt('/about')
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
  })
})

/** A page that puts the focus in its own first field, as the donor space's code step does. */
function FocusingPage() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label="Code" />
}

describe('layout after a client navigation', () => {
  function renderSite() {
    return render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Layout />}>
            <Route path="contact" element={<h1>Contact us</h1>} />
            <Route path="donor" element={<FocusingPage />} />
            <Route path="*" element={<h1>Home</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
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
