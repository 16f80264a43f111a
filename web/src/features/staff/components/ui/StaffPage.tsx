import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { useDocumentTitle } from '../../../../lib/useDocumentTitle'
import { useStaffWords } from '../../language'
import { uiMessages } from './messages'

/**
 * Set while a staff member is back from signing in again after their session
 * ended: the screen they were on takes the focus to its heading, then calls it.
 */
export const SessionResumed = createContext<(() => void) | null>(null)

type StaffPageProps = {
  title: string
  intro?: ReactNode
  actions?: ReactNode
  children: ReactNode
  /** For a screen that moves the focus to its heading (the heading may take it). */
  headingRef?: RefObject<HTMLHeadingElement | null>
}

/** A staff screen: its heading (also the tab title), an optional line under it, actions on the right. */
export function StaffPage({ title, intro, actions, children, headingRef }: StaffPageProps) {
  const { titleTail } = useStaffWords(uiMessages)
  useDocumentTitle(`${title} · ${titleTail}`)
  const ownHeading = useRef<HTMLHeadingElement>(null)
  const heading = headingRef ?? ownHeading
  const resumed = useContext(SessionResumed)
  useEffect(() => {
    if (!resumed) return
    heading.current?.focus()
    resumed()
  }, [resumed, heading])
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-black text-slate-900 focus:outline-none sm:text-3xl">
            {title}
          </h1>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  )
}

/** A white panel with an optional heading. */
export function Panel({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`.trim()}>
      {title && <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>}
      {children}
    </section>
  )
}
