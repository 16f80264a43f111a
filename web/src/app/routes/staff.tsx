import { StaffApp } from '../../features/staff'
import { withQueries } from '../withQueries'

export default withQueries(StaffApp)
