import type { ReactNode } from 'react'

/**
 * A data table that scrolls sideways on a phone instead of squeezing; the
 * caption names it for screen readers. Its scrolling box is a named region
 * that takes the keyboard focus, so a keyboard can scroll it in every
 * browser (axe's scrollable-region-focusable); a narrow table never scrolls.
 */
export function Table({ caption, head, children, empty, narrow = false }: {
  caption: string
  head: ReactNode[]
  children: ReactNode
  empty?: string | false
  /** A few short columns that fit a phone: no minimum width. */
  narrow?: boolean
}) {
  return (
    <div
      {...(narrow ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className={`w-full text-left text-sm ${narrow ? '' : 'min-w-[640px]'}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold uppercase tracking-wide text-slate-600">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
      {empty && <p className="px-4 py-10 text-center text-slate-600">{empty}</p>}
    </div>
  )
}

export const cell = 'px-4 py-3 align-top'
