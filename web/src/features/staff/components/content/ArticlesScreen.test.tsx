import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { ArticlesScreen } from './ArticlesScreen'

const row = (id: string, title: string, state = 'published') => ({
  id,
  collectionId: 'pbc_blogs',
  collectionName: 'blogs',
  title,
  category: 'News',
  createdAt: '2026-03-05 10:00:00.000Z',
  created: '2026-03-05 10:00:00.000Z',
  authorName: 'Awa',
  image: '',
  status: state === 'draft' ? 'draft' : 'published',
  state,
})

describe('articles list', () => {
  it('lists a page of articles, searches titles and pages through the server', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url) => {
      if (url.pathname !== '/api/staff/articles') return undefined
      if (url.searchParams.get('q')) return { body: { page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] } }
      const page = Number(url.searchParams.get('page'))
      return { body: { page, perPage: 20, totalItems: 25, totalPages: 2, items: [row(`a${page}`, `Article on page ${page}`)] } }
    })
    renderScreen(<ArticlesScreen />, { path: '/staff/articles', route: '/staff/articles' })
    const table = await screen.findByRole('table', { name: 'Articles' })
    const link = within(table).getByRole('link', { name: 'Article on page 1' })
    expect(link).toHaveAttribute('href', '/staff/articles/a1')
    expect(within(table).getByText('Mar 05, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/staff/articles/new')
    expect(within(table).getByText('Published')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'Article on page 2' })).toBeInTheDocument()
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/articles?page=2')

    await u.type(screen.getByRole('searchbox', { name: 'Search by title' }), `l'école "2"`)
    await u.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText(`No article matches “l'école "2"”.`)).toBeInTheDocument()
    expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/staff\/articles\?q=/)
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost')
    expect(last.searchParams.get('q')).toBe(`l'école "2"`)
    expect(last.searchParams.get('page')).toBe('1')
  })
  it('shows the state of each article and lists one state', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url) => {
      if (url.pathname !== '/api/staff/articles') return undefined
      const state = url.searchParams.get('state')
      const items = [row('d1', 'Unfinished', 'draft'), { ...row('s1', 'Coming soon', 'scheduled'), createdAt: '2026-04-01 07:00:00.000Z' }, row('p1', 'Out now')]
      const shown = state ? items.filter((item) => item.state === state) : items
      return { body: { page: 1, perPage: 20, totalItems: shown.length, totalPages: 1, items: shown } }
    })
    renderScreen(<ArticlesScreen />, { path: '/staff/articles', route: '/staff/articles' })
    const table = await screen.findByRole('table', { name: 'Articles' })
    expect(within(table).getByText('Draft')).toBeInTheDocument()
    expect(within(table).getByText('Scheduled')).toBeInTheDocument()
    expect(within(table).getByText('for Apr 01, 2026, 09:00')).toBeInTheDocument()
    expect(within(table).getByText('Published')).toBeInTheDocument()

    await u.selectOptions(screen.getByLabelText('Show'), 'Drafts')
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Articles' })).queryByText('Out now')).not.toBeInTheDocument())
    expect(within(screen.getByRole('table', { name: 'Articles' })).getByRole('link', { name: 'Unfinished' })).toBeInTheDocument()
    expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('state')).toBe('draft')
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/articles?state=draft')
  })

  it('speaks French to an editor who chose it: states, dates, search', async () => {
    const u = userEvent.setup()
    stubFetch((url) => {
      if (url.pathname !== '/api/staff/articles') return undefined
      if (url.searchParams.get('q')) return { body: { page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] } }
      const items = [row('d1', '', 'draft'), { ...row('s1', 'Coming soon', 'scheduled'), createdAt: '2026-04-01 07:00:00.000Z' }, row('p1', 'Out now')]
      return { body: { page: 1, perPage: 20, totalItems: 3, totalPages: 1, items } }
    })
    renderScreen(<StaffLanguage.Provider value="fr"><ArticlesScreen /></StaffLanguage.Provider>, { path: '/staff/articles', route: '/staff/articles' })
    const table = await screen.findByRole('table', { name: 'Articles' })
    expect(within(table).getByRole('columnheader', { name: 'Auteur' })).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Sans titre' })).toBeInTheDocument()
    expect(within(table).getByText('Brouillon')).toBeInTheDocument()
    expect(within(table).getByText('Programmé')).toBeInTheDocument()
    expect(within(table).getByText('pour le 1 avril 2026 à 09:00')).toBeInTheDocument()
    expect(within(table).getByText('Publié')).toBeInTheDocument()
    expect(within(table).getAllByText('5 mars 2026')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Nouvel article' })).toHaveAttribute('href', '/staff/articles/new')
    expect(within(screen.getByLabelText('Afficher')).getByRole('option', { name: 'Brouillons' })).toBeInTheDocument()
    await u.type(screen.getByRole('searchbox', { name: 'Rechercher par titre' }), 'école')
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Aucun article ne correspond à « école ».')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument()
  })
})
