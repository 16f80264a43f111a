import { withQueries } from '../withQueries'
import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'

export default withQueries(CheckoutScreen)
