import { withQueries } from '../withQueries'
import { PaymentScreen } from '../../features/payment/PaymentScreen'

export default withQueries(PaymentScreen)
