import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react'
import type { Notice, OnNotice } from '../notice'

/**
 * One notice at a time in the donor space: the part that acted last (a gift,
 * the details, the data) owns the space's notice, and the earlier ones leave
 * the screen, so a "saved" from before does not stand beside a later action.
 */
const Scope = createContext<{ owner: string | null; claim: (id: string) => void } | null>(null)

export function NoticeScope({ children }: { children: ReactNode }) {
  const [owner, setOwner] = useState<string | null>(null)
  const value = useMemo(() => ({ owner, claim: setOwner }), [owner])
  return <Scope.Provider value={value}>{children}</Scope.Provider>
}

/** A part's notice, as useState: setting one (or clearing it as an action starts) hides the others' in the scope. */
export function useSpaceNotice(initial: Notice | null = null): [Notice | null, OnNotice] {
  const id = useId()
  const scope = useContext(Scope)
  const [notice, setNotice] = useState(initial)
  const claim = scope?.claim
  const set = useCallback<OnNotice>(
    (next) => {
      setNotice(next)
      claim?.(id)
    },
    [claim, id],
  )
  // Before any part acted, every notice shows (a link's outcome on arrival).
  const shown = !scope || scope.owner === null || scope.owner === id ? notice : null
  return [shown, set]
}
