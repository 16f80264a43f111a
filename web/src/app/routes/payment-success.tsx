import { PaymentSuccessScreen } from '../../features/payment/PaymentSuccessScreen'

export default PaymentSuccessScreen
