import { useQuery } from '@tanstack/react-query'
import { listGifts } from '../api/listGifts'
import { donorKeys } from '../api/keys'
import { failureStatus } from '../failure'

/** The signed-in donor's gifts (read again for each new token, so one donor never sees another's). */
export function useGifts(token: string) {
  return useQuery({
    queryKey: donorKeys.giftsOf(token),
    queryFn: listGifts,
    enabled: token !== '',
    // A 401 has signed the donor out already: asking again would only fail again.
    retry: (failures, error) => failures < 1 && failureStatus(error) !== 401,
  })
}
