import { CartScreen } from '../../features/cart/CartScreen'

export default CartScreen
