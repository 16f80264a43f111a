import { withQueries } from '../withQueries'
import { PayPalSubscriptionScreen } from '../../features/donation/paypal/PayPalSubscriptionScreen'

export default withQueries(PayPalSubscriptionScreen)
