import { coverThumbs, fileURL, thumbSrcSet, type ImageRequest } from '../../lib/records'

/** A record with a cover picture: an article or its summary. */
type Covered = { id: string; collectionId: string; collectionName?: string; image: string }

/**
 * On a phone the blog list's hero box is taller than wide, and a landscape cover fills its height:
 * the 456x600 thumbnail is the middle of the picture cut to that box, at the sharpness the 800x600
 * had there, in about half its bytes (schema.PhoneCoverThumb).
 */
export const phoneScreens = '(max-width: 440px)'
const phoneThumb = '456x600'

/** The hero's cover (FeaturedBlog): the phone cut on a phone, else the 800x600 up to 800 px and the original beyond. */
export function featuredCover(blog: Covered) {
  return { phone: fileURL(blog, blog.image, phoneThumb), src: fileURL(blog, blog.image), srcSet: thumbSrcSet(blog, blog.image, coverThumbs), sizes: '100vw' }
}

/** The hero's cover as the blog list's page preloads it: one request per kind of screen. */
export function featuredCoverRequests(blog: Covered): ImageRequest[] {
  if (!blog.image) return []
  const cover = featuredCover(blog)
  return [
    { href: cover.phone, media: phoneScreens },
    { href: cover.src, srcset: cover.srcSet, sizes: cover.sizes, media: `not all and ${phoneScreens}` },
  ]
}

/**
 * An article's cover in its 16:9 box (ArticleView), at the page's width less its margins, at most
 * 864 px: a phone gets the 672x378 cut of its width (schema.ArticleCoverThumb), without the top and
 * bottom the box crops away, or the 800x600 when its density needs more; a wider screen the original.
 */
export function articleCover(article: Covered) {
  return {
    src: fileURL(article, article.image),
    srcSet: thumbSrcSet(article, article.image, ['672x378', '800x600']),
    sizes: '(min-width: 896px) 864px, calc(100vw - 2rem)',
  }
}

/** The article's cover as its page preloads it. */
export function articleCoverRequests(article: Covered): ImageRequest[] {
  if (!article.image) return []
  const cover = articleCover(article)
  return [{ href: cover.src, srcset: cover.srcSet, sizes: cover.sizes }]
}
