/** The payment feature's public entry point: the server's payment configuration (PayPal mode, client id) and its cached query's key. */
export { getPaymentsConfig } from './api/getPaymentsConfig'
export { paymentKeys } from './api/keys'
export { giftThanksPath } from './thanks'
