import { useQuery } from '@tanstack/react-query'
import { getPaymentsConfig, paymentKeys } from '../../payment'

/** Which means of payment the server has on (GET /api/payments/config), read once in a while. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: paymentKeys.config, queryFn: getPaymentsConfig, staleTime: 5 * 60_000 })
}
