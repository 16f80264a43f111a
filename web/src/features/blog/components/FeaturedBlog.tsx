import { Link } from 'wouter'
import { cutText } from '../../../lib/text'
import { featuredCover, phoneScreens } from '../covers'
import type { BlogSummary } from '../types'
import { BlogMeta } from './BlogMeta'
import { useLocale } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

export const featuredExcerptLength = 200

/** The hero of the blog list: the newest listed article in a 500 px box. */
export function FeaturedBlog({ blog }: { blog: BlogSummary }) {
  const locale = useLocale()
  const cover = featuredCover(blog)
  return (
    <section
      aria-labelledby="featured-title"
      className="relative isolate flex h-[500px] items-end overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl"
    >
      {cover.src && (
        <picture className="contents">
          <source media={phoneScreens} srcSet={cover.phone} />
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={cover.sizes}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover"
            fetchPriority="high"
          />
        </picture>
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900 via-brand-900/75 to-brand-900/10" />
      <div className="max-w-3xl p-6 sm:p-10">
        <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-extrabold uppercase tracking-wider text-brand-900">
          {blogMessages[locale].featured}
          {blog.category ? ` · ${blog.category}` : ''}
        </p>
        <h2 id="featured-title" className="mt-4 text-2xl font-extrabold leading-tight sm:text-4xl">
          {blog.title}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-brand-50 sm:text-base">
          {cutText(blog.description, featuredExcerptLength)}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            to={`/blog/${blog.id}`}
            className="rounded-full bg-white px-6 py-2.5 text-sm font-bold text-brand-900 shadow transition hover:bg-accent-400"
          >
            {blogMessages[locale].readMore}<span className="sr-only">: {blog.title}</span>
          </Link>
          <BlogMeta blog={blog} tone="light" />
        </div>
      </div>
    </section>
  )
}
