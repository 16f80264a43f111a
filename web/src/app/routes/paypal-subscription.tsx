import { PayPalSubscriptionScreen } from '../../features/donation/paypal/PayPalSubscriptionScreen'

export default PayPalSubscriptionScreen
