import { useCallback, useState } from 'react'
import { readStored, writeStored, type Keep } from './storage'

/** What a flat draft may hold: a form's values. */
export type DraftValues = Record<string, string | number | boolean>

/**
 * How a kept draft becomes the form's values again. A form's shape changes between versions of
 * the site, and storage holds what anyone put there: what is restored is checked against `initial`.
 */
export type Restore<T> = (kept: Record<string, unknown>, initial: T) => T

export type DraftOptions<T> = {
  /** For how long: this tab (sessionStorage), or this browser (localStorage) for a long text. */
  keep?: Keep
  restore?: Restore<T>
}

/** The default restore, for a flat form: each value of `initial` whose kept value has the same type (an older shape's, or a stranger's, is left out). */
export function sameTypes<T extends object>(kept: Record<string, unknown>, initial: T): T {
  const values: T = { ...initial }
  for (const name of Object.keys(initial) as (keyof T & string)[]) {
    const value = kept[name]
    if (typeof value === typeof initial[name]) values[name] = value as T[typeof name]
  }
  return values
}

/** The draft kept under `key`, and when it was last changed (ms since 1970); `initial` and null when none is. A draft that changes nothing is no draft. */
export function readDraft<T extends object>(key: string, initial: T, { keep = 'tab', restore = sameTypes }: DraftOptions<T> = {}): { values: T; at: number | null } {
  const fresh = { values: initial, at: null }
  let saved: unknown
  try {
    saved = JSON.parse(readStored(keep, key) ?? 'null')
  } catch {
    return fresh
  }
  if (!saved || typeof saved !== 'object') return fresh
  const { at, values: kept } = saved as { at?: unknown; values?: unknown }
  if (typeof at !== 'number' || !kept || typeof kept !== 'object') return fresh
  const values = restore(kept as Record<string, unknown>, initial)
  const changed = (Object.keys(values) as (keyof T)[]).some((name) => values[name] !== initial[name])
  return changed ? { values, at } : fresh
}

/** Keeps `values` under `key` as they are now; null forgets them. */
export function writeDraft(key: string, values: object | null, keep: Keep = 'tab'): void {
  writeStored(keep, key, values && JSON.stringify({ at: Date.now(), values }))
}

type State<T> = { key: string; values: T; restoredAt: number | null }

function read<T extends object>(key: string, initial: T, options: DraftOptions<T>): State<T> {
  const { values, at } = readDraft(key, initial, options)
  return { key, values, restoredAt: at }
}

/**
 * A form's values, kept under `key` (name the screen and the record) with every
 * change as it is made (not in an effect after the next paint: a reload right
 * after a key press keeps it), so that a reload or a session that ends and is
 * signed in again finds them as they were.
 */
export function useDraft<T extends object>(key: string, initial: T, options: DraftOptions<T> = {}) {
  const keep = options.keep ?? 'tab'
  const [state, setState] = useState(() => read(key, initial, options))
  // Another record in the same component: its own draft.
  if (state.key !== key) setState(read(key, initial, options))

  // The same function on every render: forms call it from their effects.
  const update = useCallback(
    (change: Partial<T>) =>
      setState((current) => {
        const values = { ...current.values, ...change }
        writeDraft(current.key, values, keep)
        return { ...current, values }
      }),
    [keep],
  )
  return {
    draft: state.values,
    /** When the draft found on arrival was last changed (ms since 1970); null when the form started afresh. */
    restoredAt: state.restoredAt,
    update,
    /** Keeps nothing any more, the values staying as they are (they were saved), or becoming `saved` when the save changed them. */
    forget: (saved?: T) => {
      writeDraft(key, null, keep)
      setState((current) => ({ ...current, values: saved ?? current.values, restoredAt: null }))
    },
    /** Back to the initial values, keeping nothing: the action is done, or the draft discarded. */
    reset: () => {
      writeDraft(key, null, keep)
      setState({ key, values: initial, restoredAt: null })
    },
  }
}
