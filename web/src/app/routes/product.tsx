import { withQueries } from '../withQueries'
import { ProductScreen } from '../../features/shop/components/ProductScreen'

export default withQueries(ProductScreen)
