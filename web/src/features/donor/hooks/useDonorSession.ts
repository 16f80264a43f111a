import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { pb } from '../../../lib/pocketbase'
import { donorKeys } from '../api/keys'

const subscribe = (onChange: () => void) => pb.authStore.onChange(onChange)
const isDonor = () => pb.authStore.isValid && pb.authStore.record?.collectionName === 'donor_accounts'
const currentToken = () => (isDonor() ? pb.authStore.token : '')

/** The signed-in donor ('' token: nobody, or someone who is not a donor) and a way out. */
export function useDonorSession() {
  const token = useSyncExternalStore(subscribe, currentToken, () => '')
  const queryClient = useQueryClient()
  const email = token ? String(pb.authStore.record?.email ?? '') : ''
  /** Forgets the donor here: the token and every answer read with it. */
  const signOut = useCallback(() => {
    pb.authStore.clear()
    queryClient.removeQueries({ queryKey: donorKeys.all })
  }, [queryClient])
  return { token, email, signedIn: token !== '', signOut }
}
