import { withQueries } from '../withQueries'
import { PayPalOnceScreen } from '../../features/donation/paypal/PayPalOnceScreen'

export default withQueries(PayPalOnceScreen)
