import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { donorKeys } from '../api/keys'
import { donorSession, endDonorSession, loadClient, onDonorSession } from '../session'

const signedOut = { token: '', email: '' }

/** The signed-in donor ('' token: nobody, or someone who is not a donor) and a way out. */
export function useDonorSession() {
  const { token, email } = useSyncExternalStore(onDonorSession, donorSession, () => signedOut)
  const queryClient = useQueryClient()
  // A donor signed in: the space needs the SDK, whose auth store then says when the session ends.
  useEffect(() => {
    if (token) void loadClient()
  }, [token])
  /** Forgets the donor here: the token and every answer read with it. */
  const signOut = useCallback(() => {
    void endDonorSession()
    queryClient.removeQueries({ queryKey: donorKeys.all })
  }, [queryClient])
  return { token, email, signedIn: token !== '', signOut }
}
