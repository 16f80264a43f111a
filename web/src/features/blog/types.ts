/** A blog entry as the list, the cards and the related links read it. */
export type BlogSummary = {
  id: string
  collectionId: string
  collectionName: string
  title: string
  category: string
  duration: string
  /** Plain text: the server strips the HTML (PocketBase's `excerpt` field modifier). */
  description: string
  /** The article's date as staff set it; may be empty for an entry typed in the dashboard. */
  createdAt: string
  /** When the record was created (PocketBase autodate). */
  created: string
  authorName: string
  image: string
}

/** A whole article: the summary fields plus the HTML body and the author's photo. */
export type Blog = Omit<BlogSummary, 'description'> & {
  /** HTML, sanitized by the server (bluemonday allow-list) when it was saved. */
  description: string
  authorPhoto: string
}

/** The date shown for an entry: its article date, else its creation date. */
export function blogDate(blog: Pick<BlogSummary, 'createdAt' | 'created'>): string {
  return blog.createdAt || blog.created
}
