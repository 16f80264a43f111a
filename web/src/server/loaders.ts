import type { QueryClient } from '@tanstack/react-query'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { articleCoverRequests, featuredCoverRequests } from '../features/blog/covers'
import type { BlogListing } from '../features/blog/listing'
import { blogListingQuery } from '../features/blog/listQueries'
import { blogQuery } from '../features/blog/queries'
import type { Blog } from '../features/blog/types'
import { campaignQuery } from '../features/campaigns/queries'
import { productImage } from '../features/products/api/productImage'
import { productsQuery } from '../features/products/listQueries'
import { productQuery } from '../features/products/queries'
import type { Product } from '../features/products/types'
import { shopSearch } from '../features/shop/filter'
import { cardThumb, galleryThumb } from '../features/shop/images'
import { isNotFound } from '../lib/apiFetch'
import type { Campaign } from '../lib/contract.gen'
import { withoutLocale } from '../lib/i18n/locale'
import type { ServedQueries } from '../lib/initialData'
import { parsePage } from '../lib/pagination'
import type { ImageRequest, RecordsPage } from '../lib/records'

/**
 * What each page the server renders reads before its render: the very queries its screen's hooks
 * make (same keys, same requests), filled in the app's query cache, which the render then finds
 * and the page embeds (lib/initialData.ts). The server runs them through its own routes, as a
 * guest (internal/render's fetch): one source says what a page reads. A loader answers what the
 * page is about (the server's head for it) and the images its screen asks for first (preloaded);
 * a page without a loader reads nothing before its render.
 */
type Loader = {
  path: string
  /** Fills the page's queries; answers what the page is about. */
  load: (client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>
  /** The images the page's screen asks for first, as it asks for them: the page preloads them. */
  preload: (main: never) => ImageRequest[]
}

/** The server retries nothing: a failed read fails the page's render at once (sent with the layout alone). */
const once = { retry: false } as const

/** A product's first picture as the shop's screens show it. */
const firstPicture = (product: Product | undefined, thumb: string): ImageRequest[] =>
  product?.galleries[0] ? [{ href: productImage(product, product.galleries[0], thumb) }] : []

const loaders: Loader[] = [
  {
    path: '/blog',
    load: (client, _, search) => client.fetchQuery({ ...blogListingQuery(client, parsePage(search.get('page'))), ...once }),
    preload: (listing: BlogListing) => (listing.featured ? featuredCoverRequests(listing.featured) : []),
  },
  {
    path: '/blog/:slug',
    load: (client, { slug = '' }) => client.fetchQuery({ ...blogQuery(slug), ...once }),
    preload: (article: Blog) => articleCoverRequests(article),
  },
  {
    path: '/shop',
    load: (client, _, search) => {
      const { page, filter } = shopSearch(search)
      return client.fetchQuery({ ...productsQuery(page, filter), ...once })
    },
    preload: (page: RecordsPage<Product>) => firstPicture(page.items[0], cardThumb),
  },
  {
    path: '/product/:slug',
    load: (client, { slug = '' }) => client.fetchQuery({ ...productQuery(slug), ...once }),
    preload: (product: Product) => firstPicture(product, galleryThumb),
  },
  {
    path: '/campaigns/:slug',
    load: (client, { slug = '' }) => client.fetchQuery({ ...campaignQuery(slug), ...once }),
    preload: (campaign: Campaign) => (campaign.picture ? [{ href: campaign.picture }] : []),
  },
]

/**
 * The page's load, as internal/render reads it (render.Page): its status, the queries to embed,
 * which of them is what the page is about (its index, -1 for none: written once, not twice) and
 * the images to preload.
 */
export type Loaded = { status: 200 | 404; main: number; queries: ServedQueries; preloads: ImageRequest[] }

/** Runs the loader of the page at url (a path with its query) in client, emptied first. */
export async function loadPage(client: QueryClient, url: string, served: (client: QueryClient) => ServedQueries): Promise<Loaded> {
  // Each page starts from nothing: no query may answer from a previous page's load.
  client.clear()
  const address = new URL(url, 'http://server')
  const path = withoutLocale(address.pathname)
  for (const { path: pattern, load, preload } of loaders) {
    const [matched, params] = matchRoute(parse, pattern, path)
    if (!matched) continue
    try {
      const main = await load(client, params ?? {}, address.searchParams)
      const queries = served(client)
      return { status: 200, main: queries.findIndex(([, data]) => data === main), queries, preloads: preload(main as never) }
    } catch (error) {
      if (isNotFound(error)) return { status: 404, main: -1, queries: [], preloads: [] }
      throw error
    }
  }
  return { status: 200, main: -1, queries: [], preloads: [] }
}
