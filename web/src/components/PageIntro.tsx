import type { ReactNode } from 'react'

type PageIntroProps = {
  /** The small line above the title. */
  eyebrow: string
  title: string
  children?: ReactNode
  className?: string
}

/** A screen's opening: eyebrow, the page's h1 and an optional lead paragraph. */
export function PageIntro({ eyebrow, title, children, className = '' }: PageIntroProps) {
  return (
    <header className={`max-w-2xl ${className}`}>
      <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      {children && <p className="mt-4 text-lg leading-relaxed text-slate-600">{children}</p>}
    </header>
  )
}
