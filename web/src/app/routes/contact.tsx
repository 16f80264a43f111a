import { withQueries } from '../withQueries'
import { ContactScreen } from '../../features/contact/ContactScreen'

export default withQueries(ContactScreen)
