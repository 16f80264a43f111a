import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPage } from './lazyPage'

const aboutModule = { default: () => <h1>About us</h1> }

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  )
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, with no loading step', async () => {
    const About = lazyPage(() => Promise.resolve(aboutModule))
    await About.preload()
    renderPage(About)
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('loads a page that was not preloaded when it is first shown', async () => {
    const About = lazyPage(() => Promise.resolve(aboutModule))
    renderPage(About)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
  })
})
