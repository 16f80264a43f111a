import { CheckoutScreen } from '../../features/checkout/CheckoutScreen'

export default CheckoutScreen
