import { fileURL } from '../../../lib/records'
import type { Blog } from '../types'
import { useMessages } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

/** The author's photo (or initial in a circle), name and the static 'Admin' label. */
export function AuthorBadge({ blog }: { blog: Blog }) {
  const photo = fileURL(blog, blog.authorPhoto, '100x100')
  const words = useMessages(blogMessages)
  const name = blog.authorName || words.authorFallback
  return (
    <div className="flex items-center gap-3">
      {photo ? (
        <img src={photo} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover ring-2 ring-white shadow" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white"
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="font-bold text-slate-900">{name}</p>
        <p className="mt-0.5">
          <span className="rounded-full bg-accent-400/25 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-amber-800">
            Admin
          </span>
        </p>
      </div>
    </div>
  )
}
