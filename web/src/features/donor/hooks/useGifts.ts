import { useQuery } from '@tanstack/react-query'
import { listGifts } from '../api/listGifts'
import { failureStatus } from '../failure'

/** Every donor list read with any token: what an action's answer updates. */
export const giftsKey = ['donor', 'gifts']

/** The signed-in donor's gifts (read again for each new token, so one donor never sees another's). */
export function useGifts(token: string) {
  return useQuery({
    queryKey: [...giftsKey, token],
    queryFn: listGifts,
    enabled: token !== '',
    // A 401 has signed the donor out already: asking again would only fail again.
    retry: (failures, error) => failures < 1 && failureStatus(error) !== 401,
  })
}
