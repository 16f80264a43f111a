import { DonorScreen } from '../../features/donor'

export default DonorScreen
