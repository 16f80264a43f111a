import { withQueries } from '../withQueries'
import { DonorScreen } from '../../features/donor'

export default withQueries(DonorScreen)
