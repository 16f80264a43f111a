import { PayPalOnceScreen } from '../../features/donation/paypal/PayPalOnceScreen'

export default PayPalOnceScreen
