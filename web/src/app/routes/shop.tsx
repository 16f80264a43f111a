import { withQueries } from '../withQueries'
import { ShopScreen } from '../../features/shop/components/ShopScreen'

export default withQueries(ShopScreen)
