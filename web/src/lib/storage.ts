/** Where something typed is kept: this tab only (sessionStorage), or this browser (localStorage). */
export type Keep = 'tab' | 'device'

const area = (keep: Keep): Storage => (keep === 'tab' ? window.sessionStorage : window.localStorage)

/** The text kept under `key`, or null (nothing kept, or a browser that refuses storage). */
export function readStored(keep: Keep, key: string): string | null {
  try {
    return area(keep).getItem(key)
  } catch {
    return null
  }
}

/** Keeps `text` under `key`; null forgets it. */
export function writeStored(keep: Keep, key: string, text: string | null): void {
  try {
    if (text === null) area(keep).removeItem(key)
    else area(keep).setItem(key, text)
  } catch {
    // Private browsing may refuse storage (or be full): the page still works, it just forgets on reload.
  }
}

/** Forgets everything kept under a key that starts with `prefix`. */
export function forgetStored(keep: Keep, prefix: string): void {
  try {
    const storage = area(keep)
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
    for (const key of keys) if (key.startsWith(prefix)) storage.removeItem(key)
  } catch {
    // As in writeStored: nothing was kept.
  }
}
