import { useQuery } from '@tanstack/react-query'
import { getTokenPayload, isTokenExpired } from 'pocketbase'
import { useEffect, useSyncExternalStore } from 'react'
import { pb } from '../../../lib/pocketbase'
import { endedSession, endSession, forgetEndedSession, onSessionChange } from '../../../lib/session'
import { getMe } from '../api/getMe'
import { signOut } from '../api/signIn'
import type { Me, Role } from '../../../lib/contract.gen'
import { forgetStaffDrafts } from './useStaffDraft'
import { staffKeys } from '../api/keys'

/** The staff member's token as stored, expired or not ('' when nobody, or someone who is not staff). */
const staffToken = () => (pb.authStore.record?.collectionName === 'staff' ? pb.authStore.token : '')
const staffEnded = () => endedSession() === 'staff'

/** The longest wait a browser timer takes (about 24 days); a token living longer ends by the server's 401. */
const longestWait = 2 ** 31 - 1

/** The session ends when its token expires: at once for one already expired (a tab opened the next day), else on time. */
function useTokenExpiry(token: string) {
  useEffect(() => {
    if (!token) return
    const end = () => {
      if (pb.authStore.token === token) endSession()
    }
    if (isTokenExpired(token)) return end()
    const left = Number(getTokenPayload(token).exp) * 1000 - Date.now()
    if (!(left < longestWait)) return
    const timer = setTimeout(end, left)
    return () => clearTimeout(timer)
  }, [token])
}

/** Signing out on purpose: the token goes, and with it what the tab kept of this staff member's work. */
function signOutHere() {
  forgetStaffDrafts()
  forgetEndedSession()
  signOut()
}

/**
 * The signed-in staff member (read from the server, so roles are the server's),
 * and whether their session ended in this tab (a 401, or the token expired):
 * true until, signed in again, their screen is back (resumed).
 */
export function useStaffSession() {
  const token = useSyncExternalStore(onSessionChange, staffToken, () => '')
  const ended = useSyncExternalStore(onSessionChange, staffEnded, () => false)
  useTokenExpiry(token)
  const signedIn = token !== '' && !isTokenExpired(token)
  const me = useQuery({ queryKey: staffKeys.me(token), queryFn: getMe, enabled: signedIn, staleTime: Infinity })
  return {
    signedIn,
    ended,
    me: me.data,
    loading: signedIn && me.isPending,
    error: me.error,
    retry: me.refetch,
    resumed: forgetEndedSession,
    signOut: signOutHere,
  }
}

/** Whether `me` may use a screen needing one of `roles` (admins may use all), as the server decides. */
export function may(me: Me | undefined, ...roles: Role[]): boolean {
  if (!me) return false
  return me.roles.includes('admin') || roles.some((role) => me.roles.includes(role))
}
