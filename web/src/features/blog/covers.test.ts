import { describe, expect, it } from 'vitest'
import { articleCover, articleCoverRequests, featuredCover, featuredCoverRequests } from './covers'

const blog = { id: 'b1', collectionId: 'c1', image: 'cover.jpg' }

describe('the covers a page preloads', () => {
  it('are the hero’s <source> and <img> requests, one per kind of screen', () => {
    const cover = featuredCover(blog)
    expect(featuredCoverRequests(blog)).toEqual([
      { href: '/api/files/c1/b1/cover.jpg?thumb=456x600', media: '(max-width: 440px)' },
      { href: cover.src, srcset: cover.srcSet, sizes: '100vw', media: 'not all and (max-width: 440px)' },
    ])
    expect(cover.srcSet).toBe('/api/files/c1/b1/cover.jpg?thumb=800x600 800w, /api/files/c1/b1/cover.jpg 1200w')
  })

  it('are the article cover’s <img> request', () => {
    const cover = articleCover(blog)
    expect(articleCoverRequests(blog)).toEqual([{ href: '/api/files/c1/b1/cover.jpg', srcset: cover.srcSet, sizes: cover.sizes }])
    expect(cover.srcSet).toBe('/api/files/c1/b1/cover.jpg?thumb=672x378 672w, /api/files/c1/b1/cover.jpg?thumb=800x600 800w, /api/files/c1/b1/cover.jpg 1200w')
  })

  it('are none without a picture', () => {
    expect(featuredCoverRequests({ ...blog, image: '' })).toEqual([])
    expect(articleCoverRequests({ ...blog, image: '' })).toEqual([])
  })
})
