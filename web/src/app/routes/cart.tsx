import { withQueries } from '../withQueries'
import { CartScreen } from '../../features/cart/CartScreen'

export default withQueries(CartScreen)
