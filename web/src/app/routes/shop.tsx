import { ShopScreen } from '../../features/shop/components/ShopScreen'

export default ShopScreen
