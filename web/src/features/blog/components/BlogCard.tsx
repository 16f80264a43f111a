import { useRef } from 'react'
import { Link } from 'wouter'
import { cutText } from '../../../lib/text'
import { fileURL } from '../../../lib/records'
import { useNearViewport } from '../../../lib/useNearViewport'
import type { BlogSummary } from '../types'
import { BlogMeta } from './BlogMeta'

export const cardDescriptionLength = 85

/** A card of the grid and of the related articles; the title's link covers the whole card. */
export function BlogCard({ blog, headingLevel = 3 }: { blog: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = fileURL(blog, blog.image, '400x300')
  const frame = useRef<HTMLDivElement>(null)
  const near = useNearViewport(frame)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg has-[:focus-visible]:focus-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div ref={frame} className="aspect-[4/3] overflow-hidden bg-brand-100">
        {image && near && (
          <img
            src={image}
            alt=""
            width={400}
            height={300}
            className="h-full w-full object-cover transition duration-500 group-hover:[scale:1.05] motion-reduce:transition-none"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {blog.category && (
          <p className="text-xs font-bold uppercase tracking-wider text-brand-600">{blog.category}</p>
        )}
        <Heading className="mt-1 text-lg font-bold leading-snug text-slate-900">
          {/* The ::after overlay makes the whole card clickable while the link's name stays the title. */}
          <Link
            to={`/blog/${blog.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
          {cutText(blog.description, cardDescriptionLength)}
        </p>
        <div className="mt-4 border-t border-slate-100 pt-3">
          {blog.authorName && <p className="text-sm font-semibold text-slate-800">{blog.authorName}</p>}
          <BlogMeta blog={blog} />
        </div>
      </div>
    </article>
  )
}
