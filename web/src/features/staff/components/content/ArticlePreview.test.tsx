import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { ArticlePreview } from './ArticlePreview'

const scheduled = {
  id: 'art1',
  collectionId: 'pbc_blogs',
  collectionName: 'blogs',
  title: 'A school in Bamako',
  category: 'Education',
  duration: '5 min',
  description: '<p>The first class opened.</p>',
  createdAt: '2099-03-05 10:23:00.000Z',
  created: '2026-03-05 10:23:00.000Z',
  authorName: 'Awa',
  image: '',
  authorPhoto: '',
  status: 'published',
  pictures: [] as string[],
}

describe('article preview', () => {
  it('says in French, for an editor who chose it, that visitors do not see a scheduled article yet', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/staff/articles/art1') return { body: scheduled }
      if (url.pathname === '/api/collections/blogs/records') return { body: { page: 1, perPage: 3, totalItems: 0, totalPages: 0, items: [] } }
      return undefined
    })
    renderScreen(<StaffLanguage.Provider value="fr"><ArticlePreview /></StaffLanguage.Provider>, { path: '/staff/preview/articles/art1', route: '/staff/preview/articles/:id' })
    const band = screen.getByRole('region', { name: 'Aperçu' })
    expect(await screen.findByText('Programmé pour le 5 mars 2099 à 11:23')).toBeInTheDocument()
    expect(band).toHaveTextContent('les visiteurs ne voient pas encore cet article')
    expect(screen.getByRole('link', { name: 'Retour à l’éditeur' })).toHaveAttribute('href', '/staff/articles/art1')
    expect(document.title).toMatch(/^Aperçu : A school in Bamako/)
  })
})
