import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * A data table; the caption names it for screen readers. On a phone (under 640 px, staff.css's
 * `.staff-cards`) each row becomes a card: every cell on its own line after its column's name,
 * the row's action (a column with no name) across the card, so nothing hides off screen. From
 * 640 px it is a table that scrolls sideways rather than squeezing: its scrolling box is a named
 * region that takes the keyboard focus, so a keyboard can scroll it in every browser (axe's
 * scrollable-region-focusable). A narrow table fits a phone as it is: it never scrolls and
 * stays a table.
 */
export function Table({ caption, head, children, empty, narrow = false }: {
  caption: string
  head: ReactNode[]
  children: ReactNode
  empty?: string | false
  /** A few short columns that fit a phone: no minimum width, no cards. */
  narrow?: boolean
}) {
  const table = useRef<HTMLTableElement>(null)
  // The cards' labels are the column names, copied onto the cells once they are drawn, and again
  // whenever rows change (a row's form opening, a page of results): the screens write plain cells.
  useLayoutEffect(() => {
    const el = table.current
    if (!el || narrow) return
    labelCells(el)
    const watch = new MutationObserver(() => labelCells(el))
    watch.observe(el, { childList: true, subtree: true })
    return () => watch.disconnect()
  })
  return (
    <div
      {...(narrow ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}
      className={`overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${narrow ? '' : 'staff-cards'}`}
    >
      <table ref={table} className={`w-full text-left text-sm ${narrow ? '' : 'sm:min-w-[640px]'}`}>
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

/**
 * Names each body cell after its column (`data-label`, which a card shows before the cell): a
 * cell spanning several columns (a row's form), under a column with no name (the row's action) or
 * under a control (a row's tick box) gets none.
 */
export function labelCells(table: HTMLTableElement) {
  // A head cell holding a control (select every row) names no column: it stays above the cards.
  const names = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) => (th.querySelector('input, button, select, a') ? '' : (th.textContent?.trim() ?? '')))
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let column = 0
      for (const td of Array.from(row.cells)) {
        const name = td.colSpan === 1 ? (names[column] ?? '') : ''
        if (name && td.dataset.label !== name) td.dataset.label = name
        else if (!name && td.dataset.label !== undefined) delete td.dataset.label
        column += td.colSpan
      }
    }
  }
}

export const cell = 'px-4 py-3 align-top'
