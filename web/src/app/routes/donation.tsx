import { DonationScreen } from '../../features/donation/DonationScreen'

export default DonationScreen
