import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
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
    renderAt('/about')
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
  })
})
