import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, StrictMode, useEffect, useRef } from 'react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetScreens } from '../../lib/screenChange'
import { useDocumentTitle } from '../../lib/useDocumentTitle'
import { ScreenAnnouncer } from '../ScreenAnnouncer'
import { Layout } from './Layout'

// A route whose code never arrives: the layout shows what it shows while one loads.
const Loading = lazy(() => new Promise<{ default: () => null }>(() => {}))

function renderAt(path: string) {
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <Layout>
        <Loading />
      </Layout>
    </Router>,
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
  useDocumentTitle('My giving')
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label="Code" />
}

function Titled({ title }: { title: string }) {
  useDocumentTitle(title)
  return <h1>{title}</h1>
}

describe('layout after a client navigation', () => {
  beforeEach(forgetScreens)

  // In StrictMode, as the app runs: React runs each effect twice on mount there.
  function renderSite() {
    return render(
      <StrictMode>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <Layout>
            <Switch>
              <Route path="/contact">
                <Titled title="Contact us" />
              </Route>
              <Route path="/donor">
                <FocusingPage />
              </Route>
              <Route>
                <Titled title="Home" />
              </Route>
            </Switch>
          </Layout>
          <ScreenAnnouncer />
        </Router>
      </StrictMode>,
    )
  }
  const announcer = () => screen.getByTestId('screen-announcer')

  it('moves the focus from the link followed to the new page’s heading and says its title, and not on the first page', async () => {
    renderSite()
    expect(document.activeElement).toBe(document.body)
    expect(announcer()).toHaveTextContent('')

    await userEvent.click(screen.getByRole('link', { name: 'Contact' }))
    const heading = await screen.findByRole('heading', { name: 'Contact us' })
    expect(document.activeElement).toBe(heading)
    expect(announcer()).toHaveTextContent('Contact us')
  })

  it('leaves the focus where the new page put it', async () => {
    renderSite()
    await userEvent.click(screen.getByRole('link', { name: 'My giving' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }))
    expect(announcer()).toHaveTextContent('My giving')
  })
})
