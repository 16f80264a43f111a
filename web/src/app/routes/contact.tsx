import { ContactScreen } from '../../features/contact/ContactScreen'

export default ContactScreen
