import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { pb } from '../../../lib/pocketbase'
import { getMe } from '../api/getMe'
import type { Me, Role } from '../api/types'

const subscribe = (onChange: () => void) => pb.authStore.onChange(onChange)
const currentToken = () => (pb.authStore.isValid && pb.authStore.record?.collectionName === 'staff' ? pb.authStore.token : '')

/** The signed-in staff member ('' token: nobody), read from the server so roles are the server's. */
export function useStaffSession() {
  const token = useSyncExternalStore(subscribe, currentToken, () => '')
  const me = useQuery({ queryKey: ['staff', 'me', token], queryFn: getMe, enabled: token !== '', staleTime: Infinity })
  return { signedIn: token !== '', me: me.data, loading: token !== '' && me.isPending, error: me.error, retry: me.refetch }
}

/** Whether `me` may use a screen needing one of `roles` (admins may use all), as the server decides. */
export function may(me: Me | undefined, ...roles: Role[]): boolean {
  if (!me) return false
  return me.roles.includes('admin') || roles.some((role) => me.roles.includes(role))
}
