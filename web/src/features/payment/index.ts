/** The payment feature's public entry point: the server's payment configuration (PayPal mode, client id). */
export { getPaymentsConfig } from './api/getPaymentsConfig'
