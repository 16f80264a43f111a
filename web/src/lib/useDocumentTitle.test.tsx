import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import type { PageModule } from './pages.gen'
import { defaultDescription, useDocumentTitle, usePageTitle, type HeadFacts } from './useDocumentTitle'

function Screen({ title, facts }: { title: string; facts?: HeadFacts }) {
  useDocumentTitle(title, facts)
  return null
}

/** The head the server wrote for the page it served (here the home page). */
function servedHead() {
  document.head.innerHTML = `
    <link rel="canonical" href="https://foundation.example.org/">
    <meta name="description" content="A world champion's foundation">
    <meta property="og:url" content="https://foundation.example.org/">
    <meta property="og:title" content="Home | Amara Diallo Foundation">
    <meta property="og:description" content="A world champion's foundation">
    <meta property="og:image" content="https://foundation.example.org/share.jpg">
    <meta property="og:image:width" content="1200">
    <meta name="twitter:title" content="Home | Amara Diallo Foundation">
    <meta name="twitter:image" content="https://foundation.example.org/share.jpg">`
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('useDocumentTitle', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('leaves the served page’s head as the server wrote it', () => {
    servedHead()
    render(<Screen title="Home" />)
    expect(document.title).toBe('Home | Amara Diallo Foundation')
    expect(content('meta[property="og:image:width"]')).toBe('1200')
    expect(content('meta[name="description"]')).toBe("A world champion's foundation")
  })

  it('keeps the canonical address, the preview and the description in step once the visitor moves', () => {
    servedHead()
    window.history.pushState(null, '', '/blog/abc123?utm=x')
    render(<Screen title="Long jump clinic" facts={{ description: 'Forty young athletes…', image: '/api/files/blogs/abc123/cover.jpg?thumb=800x600' }} />)
    const origin = window.location.origin
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/blog/abc123`)
    expect(content('meta[property="og:url"]')).toBe(`${origin}/blog/abc123`)
    expect(content('meta[property="og:title"]')).toBe('Long jump clinic | Amara Diallo Foundation')
    expect(content('meta[name="twitter:title"]')).toBe('Long jump clinic | Amara Diallo Foundation')
    expect(content('meta[property="og:description"]')).toBe('Forty young athletes…')
    expect(content('meta[property="og:image"]')).toBe(`${origin}/api/files/blogs/abc123/cover.jpg?thumb=800x600`)
    expect(content('meta[property="og:image:width"]')).toBeUndefined()

    window.history.pushState(null, '', '/blog?page=2')
    render(<Screen title="Blog, page 2" />)
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/blog?page=2`)
    expect(content('meta[name="description"]')).toBe(defaultDescription)
    expect(content('meta[name="twitter:image"]')).toBe(`${origin}/share.jpg`)
  })
})

describe('usePageTitle', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  function Titled({ page }: { page: PageModule }) {
    useDocumentTitle(usePageTitle(page))
    return null
  }

  it('titles a screen from the server’s page table, in the page’s language', () => {
    render(<Titled page="shop" />)
    expect(document.title).toBe('Sport Shop | Amara Diallo Foundation')
    window.history.pushState(null, '', '/fr/shop')
    render(
      <Router base="/fr">
        <Titled page="shop" />
      </Router>,
    )
    expect(document.title).toBe('Boutique | Fondation Amara Diallo')
  })
})
