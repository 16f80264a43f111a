import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { ArticlesScreen } from './ArticlesScreen'

const row = (id: string, title: string) => ({
  id,
  collectionId: 'pbc_blogs',
  collectionName: 'blogs',
  title,
  category: 'News',
  createdAt: '2026-03-05 10:00:00.000Z',
  created: '2026-03-05 10:00:00.000Z',
  authorName: 'Awa',
  image: '',
})

describe('articles list', () => {
  it('lists a page of articles newest first, searches titles and pages through the server', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url) => {
      if (url.pathname !== '/api/collections/blogs/records') return undefined
      const filter = url.searchParams.get('filter') ?? ''
      if (filter) return { body: { page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] } }
      const page = Number(url.searchParams.get('page'))
      return { body: { page, perPage: 20, totalItems: 25, totalPages: 2, items: [row(`a${page}`, `Article on page ${page}`)] } }
    })
    renderScreen(<ArticlesScreen />, { path: '/staff/articles', route: 'staff/articles' })
    const table = await screen.findByRole('table', { name: 'Articles' })
    const link = within(table).getByRole('link', { name: 'Article on page 1' })
    expect(link).toHaveAttribute('href', '/staff/articles/a1')
    expect(within(table).getByText('05 Mar 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/staff/articles/new')
    const first = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(first.searchParams.get('sort')).toBe('-createdAt,-created')

    await u.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'Article on page 2' })).toBeInTheDocument()
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/articles?page=2')

    await u.type(screen.getByRole('searchbox', { name: 'Search by title' }), `l'école "2"`)
    await u.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText(`No article matches “l'école "2"”.`)).toBeInTheDocument()
    expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/staff\/articles\?q=/)
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]))
    expect(last.searchParams.get('filter')).toBe(`title ~ "l'école \\"2\\""`)
    expect(last.searchParams.get('page')).toBe('1')
  })
})
