import { PaymentScreen } from '../../features/payment/PaymentScreen'

export default PaymentScreen
