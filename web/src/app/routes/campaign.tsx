import { withQueries } from '../withQueries'
import { CampaignScreen } from '../../features/campaigns'

export default withQueries(CampaignScreen)
