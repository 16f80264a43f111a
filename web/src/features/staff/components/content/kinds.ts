import type { QueryClient } from '@tanstack/react-query'
import { blogKeys } from '../../../blog'
import { productKeys } from '../../../products'
import { staffKeys, type ContentKey } from '../../api/keys'

/** What the article and product screens do alike, told apart by these: words, paths and cached queries. */
export type ContentKind = {
  /** "article": names its words (messages.ts kinds), its ids and its drafts. */
  noun: 'article' | 'product'
  /** The staff list; the editor is at `${listPath}/${id}` (`new` creates). */
  listPath: string
  /** The public page of a record (its slug is its id). */
  sitePath: (id: string) => string
  /** The staff screens' queries. */
  staffKey: ContentKey
  /** Every public query of the collection, read again after a change. */
  publicKey: readonly unknown[]
}

export const articleKind: ContentKind = {
  noun: 'article',
  listPath: '/staff/articles',
  sitePath: (id) => `/blog/${encodeURIComponent(id)}`,
  staffKey: staffKeys.articles,
  publicKey: blogKeys.all,
}

export const productKind: ContentKind = {
  noun: 'product',
  listPath: '/staff/products',
  sitePath: (id) => `/product/${encodeURIComponent(id)}`,
  staffKey: staffKeys.products,
  // The shop's list, its product pages and the cart's check all start with this key.
  publicKey: productKeys.all,
}

/** The staff's preview of an article as visitors will see it, whatever its state. */
export const previewPath = (id: string) => `/staff/preview/articles/${encodeURIComponent(id)}`

/** A record's editor. */
export const editPath = (kind: ContentKind, id: string) => `${kind.listPath}/${encodeURIComponent(id)}`

/** After a save or a delete: the staff lists and the public pages read the collection again. */
export function refreshLists(queryClient: QueryClient, kind: ContentKind): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.contentLists(kind.staffKey) }),
    queryClient.invalidateQueries({ queryKey: kind.publicKey }),
  ])
}

