import { withQueries } from '../withQueries'
import { DonationScreen } from '../../features/donation/DonationScreen'

export default withQueries(DonationScreen)
