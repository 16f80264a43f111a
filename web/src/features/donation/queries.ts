import { listPlans } from './api/listPlans'
import { getReceiptsConfig } from './api/getReceiptsConfig'
import { listDesignations } from './api/listDesignations'
import { donationKeys } from './api/keys'

/** The plans change rarely: the form and the PayPal pages share them for five minutes. */
export const plansQuery = { queryKey: donationKeys.plans, queryFn: listPlans, staleTime: 5 * 60_000 }

/** Tax receipts on or off and the rate: no retry, since when it fails the form just shows no cost line. */
export const receiptsConfigQuery = { queryKey: donationKeys.receiptsConfig, queryFn: getReceiptsConfig, staleTime: 5 * 60_000, retry: false }

/** The projects to designate a gift to: without them the form offers none (the foundation chooses). */
export const designationsQuery = { queryKey: donationKeys.designations, queryFn: listDesignations, staleTime: 5 * 60_000, retry: false }
