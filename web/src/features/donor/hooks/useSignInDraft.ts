import { useState } from 'react'

/** Where the sign-in stands: the email typed, and the otpId of the code mailed ('' before). */
export type SignInDraft = { email: string; otpId: string }

const key = 'donor-sign-in'
const blank: SignInDraft = { email: '', otpId: '' }

function load(): SignInDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null')
    if (!saved || typeof saved !== 'object') return blank
    const { email, otpId } = saved as Partial<Record<keyof SignInDraft, unknown>>
    return { email: typeof email === 'string' ? email : '', otpId: typeof otpId === 'string' ? otpId : '' }
  } catch {
    return blank
  }
}

function store(draft: SignInDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft))
    else sessionStorage.removeItem(key)
  } catch {
    // Private browsing may refuse storage: the sign-in still works, it just forgets on reload.
  }
}

/** The sign-in's email and otpId, kept in this tab until the donor is signed in, so a reload loses nothing. */
export function useSignInDraft() {
  const [draft, setDraft] = useState(load)
  const update = (change: Partial<SignInDraft>) => {
    const next = { ...draft, ...change }
    store(next)
    setDraft(next)
  }
  return { draft, update, forget: () => store(null) }
}
