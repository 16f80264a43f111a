import { ProductScreen } from '../../features/shop/components/ProductScreen'

export default ProductScreen
