import { listPlans } from './api/listPlans'

/** The plans change rarely: the form and the PayPal pages share them for five minutes. */
export const plansQuery = { queryKey: ['donation-plans'], queryFn: listPlans, staleTime: 5 * 60_000 }
