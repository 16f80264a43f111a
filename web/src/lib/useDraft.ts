import { useState } from 'react'
import { readStored, writeStored, type Keep } from './storage'

/** What a draft may hold: a form's flat values. */
export type DraftValues = Record<string, string | number | boolean>

type State<T> = { key: string; values: T; restoredAt: number | null }

/**
 * The draft kept under `key`: each value of `initial` whose kept value has the
 * same type (a value of an older shape, or a stranger's, is left out). A draft
 * that changes nothing is no draft.
 */
function read<T extends DraftValues>(keep: Keep, key: string, initial: T): State<T> {
  const fresh = { key, values: initial, restoredAt: null }
  let saved: unknown
  try {
    saved = JSON.parse(readStored(keep, key) ?? 'null')
  } catch {
    return fresh
  }
  if (!saved || typeof saved !== 'object') return fresh
  const { at, values: kept } = saved as { at?: unknown; values?: unknown }
  if (typeof at !== 'number' || !kept || typeof kept !== 'object') return fresh
  const values: T = { ...initial }
  for (const name of Object.keys(initial) as (keyof T & string)[]) {
    const value = (kept as Record<string, unknown>)[name]
    if (typeof value === typeof initial[name]) values[name] = value as T[typeof name]
  }
  const changed = Object.keys(initial).some((name) => values[name] !== initial[name])
  return changed ? { key, values, restoredAt: at } : fresh
}

function write(keep: Keep, key: string, values: DraftValues | null): void {
  writeStored(keep, key, values && JSON.stringify({ at: Date.now(), values }))
}

/**
 * A form's values, kept under `key` (name the screen and the record) with every
 * change as it is made (not in an effect after the next paint: a reload right
 * after a key press keeps it), so that a reload or a session that ends and is
 * signed in again finds them as they were. `keep` says for how long: this tab
 * (sessionStorage), or this browser (localStorage) for a long text.
 */
export function useDraft<T extends DraftValues>(key: string, initial: T, keep: Keep = 'tab') {
  const [state, setState] = useState(() => read(keep, key, initial))
  // Another record in the same component: its own draft.
  if (state.key !== key) setState(read(keep, key, initial))

  return {
    draft: state.values,
    /** When the draft found on arrival was last changed (ms since 1970); null when the form started afresh. */
    restoredAt: state.restoredAt,
    update: (change: Partial<T>) =>
      setState((current) => {
        const values = { ...current.values, ...change }
        write(keep, current.key, values)
        return { ...current, values }
      }),
    /** Keeps nothing any more, the values staying as they are (they were saved), or becoming `saved` when the save changed them. */
    forget: (saved?: T) => {
      write(keep, key, null)
      setState((current) => ({ ...current, values: saved ?? current.values, restoredAt: null }))
    },
    /** Back to the initial values, keeping nothing: the action is done, or the draft discarded. */
    reset: () => {
      write(keep, key, null)
      setState({ key, values: initial, restoredAt: null })
    },
  }
}
